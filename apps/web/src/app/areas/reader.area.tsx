import { ReaderPage as Reader } from '../../features/reader/components/reader-page';

/** The book reader (pdf.js and epub.js load with this chunk only). */
export const ReaderPage = Reader;
