import { StoryEditPage as StoryEdit, StoryFormPage as StoryForm, StoryWizardPage as StoryWizard } from '../../features/publishing/components/story-pages';
import { UploadBookPage as UploadBook } from '../../features/publishing/components/upload-book-page';
import { UploadContentPage as UploadContent } from '../../features/publishing/components/upload-content-page';

/** Uploads of books and stories: the hub, the book form, the story wizard and the one-page story form. */
export const UploadContentPage = UploadContent;
export const UploadBookPage = UploadBook;
export const StoryFormPage = StoryForm;
export const StoryWizardPage = StoryWizard;
export const StoryEditPage = StoryEdit;
