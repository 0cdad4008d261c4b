import { AUTHORING_MSG, VIDEO_MAX_BYTES, type TAuthoringLesson } from '@commonshelf/shared/courses/authoring.schemas';
import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { UploadIcon, VideoIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useRemoveVideoMutation, useUpdateLessonMutation, useUploadVideoMutation } from '../api/authoring.api';

/** A lesson's one video: a YouTube or Vimeo link, or an uploaded MP4 or WebM file. */
export function VideoEditor({ lesson }: { lesson: TAuthoringLesson }) {
  const { t } = useTranslation('authoring');
  const [url, setUrl] = useState(lesson.video_url ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, updateState] = useUpdateLessonMutation();
  const [upload, uploadState] = useUploadVideoMutation();
  const [remove, removeState] = useRemoveVideoMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const saveLink = async () => {
    setUrlError(null);
    setFailure(null);
    try {
      const next = await update({ id: lesson.id, video_url: url.trim() || null }).unwrap();
      setUrl(next.video_url ?? '');
    } catch (err) {
      const field = serverFieldErrors(err).video_url?.[0];
      if (field) setUrlError(field);
      else setFailure(errorMessage(err, t('video.linkFailed')));
    }
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > VIDEO_MAX_BYTES) {
      setFailure(AUTHORING_MSG.videoTooLarge);
      return;
    }
    try {
      await upload({ id: lesson.id, file }).unwrap();
      setUrl('');
    } catch (err) {
      setFailure(serverFieldErrors(err).file?.[0] ?? errorMessage(err, t('video.uploadFailed')));
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="video-editor">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {lesson.video_file ? (
        <div className="flex flex-col gap-2">
          <video src={lesson.video_file} controls preload="metadata" className="aspect-video w-full rounded-xl bg-ink" aria-label={t('video.videoOf', { title: lesson.title })} />
          <p className="text-sm text-ink-muted">{t('video.uploaded')}</p>
        </div>
      ) : lesson.video_url ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <VideoIcon size={18} className="text-primary" />
          <Trans t={t} i18nKey="video.linked" values={{ url: lesson.video_url }} components={{ strong: <span className="min-w-0 truncate font-semibold text-ink" /> }} />
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{t('video.none')}</p>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void saveLink();
        }}
      >
        <FormField label={t('video.link')} error={urlError} className="min-w-0 flex-1 basis-64">
          {(c) => <input {...c} type="url" inputMode="url" placeholder={t('video.placeholder')} value={url} onChange={(e) => setUrl(e.target.value)} className={inputClass(!!urlError)} data-testid="video-url" />}
        </FormField>
        <button type="submit" disabled={updateState.isLoading} className={buttonClass('secondary', 'lg')}>
          {updateState.isLoading ? <Spinner /> : null}
          {t('video.saveLink')}
        </button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={fileId} className={`${buttonClass('secondary', 'md')} cursor-pointer focus-within:outline-3 focus-within:outline-primary`}>
          {uploadState.isLoading ? <Spinner /> : <UploadIcon size={16} />}
          {uploadState.isLoading ? t('video.uploading') : lesson.video_file ? t('video.replace') : t('video.upload')}
        </label>
        <input id={fileId} ref={fileRef} type="file" accept="video/mp4,video/webm" className="sr-only" onChange={(e) => void onFile(e.target.files?.[0])} disabled={uploadState.isLoading} />
        {lesson.video_file || lesson.video_url ? (
          <button type="button" onClick={() => void remove(lesson.id).unwrap().then(() => setUrl(''), (err: unknown) => setFailure(errorMessage(err, t('video.removeFailed'))))} {...busyButtonProps(removeState.isLoading)} className={buttonClass('ghost', 'md')}>
            {t('video.remove')}
          </button>
        ) : null}
        <span className="text-sm text-ink-muted">{t('video.formats', { size: Math.round(VIDEO_MAX_BYTES / (1024 * 1024)) })}</span>
      </div>
    </div>
  );
}
