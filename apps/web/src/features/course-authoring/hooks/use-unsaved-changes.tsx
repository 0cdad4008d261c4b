export { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
