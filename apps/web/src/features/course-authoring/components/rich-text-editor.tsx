import type { ComponentProps } from 'react';
import { RichTextEditor as Editor } from '../../../components/ui/rich-text-editor';
import { useUploadImageMutation } from '../api/authoring.api';

/** The shared rich-text editor, its images uploaded through course authoring. */
export function RichTextEditor(props: Omit<ComponentProps<typeof Editor>, 'uploadImage'>) {
  const [upload] = useUploadImageMutation();
  return <Editor {...props} uploadImage={(file) => upload(file).unwrap()} />;
}
