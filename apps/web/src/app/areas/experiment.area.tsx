/**
 * The experiment sandbox: a lesson and its quiz tried out as a student would see them. An area of
 * its own because it carries the rich-text editor, which the public area's pages (about, the FAQ,
 * the terms, a page not found) have no use for.
 */
export { ExperimentPage } from '../../features/experiment/components/experiment-page';
