import {
  acceptAttribute,
  composeLetter,
  LETTER_GREETING_MAX,
  splitLetter,
  SUBMISSION_MAX_BYTES,
  SUBMISSION_TEXT_MAX,
} from '@commonshelf/shared/challenges/challenge-rules';
import type { TChallengeDetail, TOwnSubmission } from '@commonshelf/shared/challenges/challenges.schemas';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { AwardIcon, CheckIcon, LockIcon, StarIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate, formatNumber } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-errors';
import { loginPathFor } from '../../courses/enrol-state';
import { useSubmitEntryMutation, useWithdrawEntryMutation } from '../api/challenges.api';
import { closedNotice } from '../challenge-dates';
import { EntryFilePreview } from './entry-file-preview';
import { FileInput } from '../../../components/ui/file-input';

type Props = { challenge: TChallengeDetail; letter?: boolean };
type Alert = { tone: 'error' | 'success'; text: string };

/** The entry box of a challenge page: log in, send or change one's entry, or read why it is closed. */
export function EntryPanel({ challenge, letter = false }: Props) {
  const { t } = useTranslation('activities');
  const location = useLocation();
  const navigate = useNavigate();
  const own = challenge.my_submission;
  const notice = closedNotice(challenge);
  // Kept here: the form starts afresh from the saved entry after each save, the message stays.
  const [alert, setAlert] = useState<Alert | null>(null);

  return (
    <section
      aria-labelledby="entry-title"
      className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card sm:p-6"
      data-testid="entry-panel"
      data-state={challenge.state}
    >
      <h2 id="entry-title" className="text-xl font-extrabold text-ink">
        {letter ? t('entry.yourLetter') : t('entry.yourEntry')}
      </h2>
      {!challenge.signed_in ? (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-base text-ink-soft">
            {notice ?? (letter ? t('entry.loginLetter') : t('entry.loginEntry'))}
          </p>
          {notice ? null : (
            <button
              type="button"
              className={buttonClass('primary', 'lg', 'w-full')}
              data-testid="entry-login"
              onClick={() => navigate(loginPathFor(location.pathname, location.search), { state: { from: location } })}
            >
              <LockIcon size={20} />
              {t('entry.login')}
            </button>
          )}
        </div>
      ) : (
        <>
          {alert ? (
            <div className="mt-3">
              <FormAlert tone={alert.tone} testId="entry-alert">
                {alert.text}
              </FormAlert>
            </div>
          ) : null}
          {own ? <OwnEntry entry={own} letter={letter} /> : null}
          {notice ? (
            <p className="mt-3 text-base text-ink-soft" data-testid="entry-closed">
              {notice}
            </p>
          ) : (
            <EntryForm key={own?.updated_at ?? 'new'} challenge={challenge} own={own} letter={letter} onAlert={setAlert} />
          )}
        </>
      )}
    </section>
  );
}

function OwnEntry({ entry, letter }: { entry: TOwnSubmission; letter: boolean }) {
  const { t } = useTranslation('activities');
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-2xl bg-primary-light p-4" data-testid="own-entry">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        <CheckIcon size={18} className="text-primary" />
        {letter ? t('entry.letterSent', { date: formatLongDate(entry.created_at) }) : t('entry.entrySent', { date: formatLongDate(entry.created_at) })}
        {entry.updated_at !== entry.created_at ? <span className="font-normal text-ink-muted">{t('entry.changed', { date: formatLongDate(entry.updated_at) })}</span> : null}
      </p>
      {entry.featured || entry.dear_world ? (
        <p className="flex flex-wrap gap-2">
          {entry.featured ? (
            <span data-testid="own-entry-featured">
              <Badge tone="warm">
                <StarIcon size={14} className="mr-1" />
                {t('entry.featuredByTeacher')}
              </Badge>
            </span>
          ) : null}
          {entry.dear_world ? (
            <Badge tone="primary">
              <AwardIcon size={14} className="mr-1" />
              {t('entry.chosenForBook')}
            </Badge>
          ) : null}
        </p>
      ) : null}
      {entry.text ? <p className="line-clamp-6 text-sm leading-6 whitespace-pre-line text-ink-soft">{entry.text}</p> : null}
      {entry.file ? <EntryFilePreview file={entry.file} alt={letter ? t('entry.letterPicture') : t('entry.entryPicture')} /> : null}
    </div>
  );
}

function EntryForm({
  challenge,
  own,
  letter,
  onAlert: setAlert,
}: {
  challenge: TChallengeDetail;
  own: TOwnSubmission | null;
  letter: boolean;
  onAlert: (alert: Alert | null) => void;
}) {
  const { t } = useTranslation('activities');
  const ref = { kind: challenge.kind, slug: challenge.slug };
  const types = challenge.submission_types;
  const takesText = types.includes('text');
  const takesFile = types.includes('image') || types.includes('file');
  // What the file field takes, as its hint names it.
  const accepted = types.includes('image') ? (types.includes('file') ? 'both' : 'image') : 'file';
  const split = splitLetter(own?.text);
  const [greeting, setGreeting] = useState(letter ? split.greeting || 'Dear ' : '');
  const [text, setText] = useState(letter ? split.body : (own?.text ?? ''));
  const [file, setFile] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [submitEntry, saving] = useSubmitEntryMutation();
  const [withdrawEntry, withdrawing] = useWithdrawEntryMutation();
  const hintId = useId();

  const composed = letter ? composeLetter(greeting.trim() === 'Dear' ? '' : greeting, text) : text.trim();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const problems: Record<string, string> = {};
    const keepsFile = !!own?.file && !removeFile;
    if (!composed && !file && !keepsFile) problems.text = t('entry.errors.empty');
    if (Array.from(composed).length > SUBMISSION_TEXT_MAX) problems.text = t('entry.errors.textTooLong', { max: formatNumber(SUBMISSION_TEXT_MAX) });
    if (file && file.size > SUBMISSION_MAX_BYTES) problems.file = t('entry.errors.fileTooLarge', { mb: SUBMISSION_MAX_BYTES / (1024 * 1024) });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const form = new FormData();
    if (composed) form.append('text', composed);
    if (file) form.append('file', file);
    if (removeFile && !file) form.append('remove_file', 'true');
    try {
      const saved = await submitEntry({ ...ref, form }).unwrap();
      setAlert({
        tone: 'success',
        text: saved.created
          ? letter
            ? t('entry.letterSentNow')
            : t('entry.entrySentNow')
          : letter
            ? t('entry.letterUpdated')
            : t('entry.entryUpdated'),
      });
    } catch (err) {
      const fields = serverFieldErrors((err as { data?: unknown })?.data ?? err);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0]!])));
      setAlert({ tone: 'error', text: errorMessage(err, t('entry.saveFailed')) });
    }
  };

  const onWithdraw = async () => {
    setAlert(null);
    try {
      await withdrawEntry(ref).unwrap();
      setAlert({ tone: 'success', text: letter ? t('entry.letterWithdrawn') : t('entry.entryWithdrawn') });
    } catch (err) {
      setAlert({ tone: 'error', text: errorMessage(err, t('entry.withdrawFailed')) });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-4" data-testid="entry-form" aria-describedby={hintId}>
      <p id={hintId} className="text-sm text-ink-muted">
        {own ? (own.featured || own.dear_world ? t('entry.canChangeFeatured') : t('entry.canChange')) : t('entry.onlyTeacher')}
      </p>
      {letter ? (
        <FormField label={t('entry.writingTo')} hint={t('entry.writingToHint')} error={errors.greeting}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={greeting}
              maxLength={LETTER_GREETING_MAX}
              onChange={(e) => setGreeting(e.target.value)}
              className={inputClass(!!errors.greeting)}
              autoComplete="off"
              data-testid="letter-greeting"
            />
          )}
        </FormField>
      ) : null}
      {takesText ? (
        <FormField label={letter ? t('entry.yourLetter') : t('entry.yourAnswer')} optional={takesFile && !letter} error={errors.text}>
          {(control) => (
            <textarea
              {...control}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={letter ? 12 : 6}
              maxLength={SUBMISSION_TEXT_MAX}
              className={inputClass(!!errors.text, 'h-auto min-h-36 py-3 leading-7')}
              data-testid="entry-text"
            />
          )}
        </FormField>
      ) : null}
      {takesFile ? (
        <FormField
          label={letter ? t('entry.letterFile') : t('entry.entryFile')}
          optional
          hint={`${t('entry.fileHint', { accepted: t(`entry.accepted.${accepted}`), mb: SUBMISSION_MAX_BYTES / (1024 * 1024) })}${own?.file ? t('entry.fileReplaces') : ''}`}
          error={errors.file}
        >
          {(control) => (
            <FileInput
              {...control}
              file={file}
              accept={acceptAttribute(types)}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="rounded-xl border border-dashed border-line bg-surface-alt p-3"
              data-testid="entry-file"
            />
          )}
        </FormField>
      ) : null}
      {own?.file && !file ? (
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={removeFile} onChange={(e) => setRemoveFile(e.target.checked)} className="size-5 accent-[var(--color-primary)]" />
          {t('entry.removeFile', { name: own.file.name })}
        </label>
      ) : null}
      <SubmitButton busy={saving.isLoading} busyLabel={t('entry.sending')} testId="entry-submit">
        {own ? (letter ? t('entry.updateLetter') : t('entry.updateEntry')) : letter ? t('entry.sendLetter') : t('entry.sendEntry')}
      </SubmitButton>
      {own ? (
        confirmWithdraw ? (
          <div role="group" aria-label={t('entry.withdrawGroup')} className="flex flex-col gap-2 rounded-2xl border border-line p-4">
            <p className="text-sm font-semibold text-ink">{t('entry.withdrawQuestion')}</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonClass('danger', 'sm')} onClick={() => void onWithdraw()} {...busyButtonProps(withdrawing.isLoading)} data-testid="entry-withdraw-confirm">
                {withdrawing.isLoading ? t('entry.withdrawing') : t('entry.yesWithdraw')}
              </button>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setConfirmWithdraw(false)}>
                {t('entry.keep')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className={buttonClass('ghost', 'sm', 'self-start')} onClick={() => setConfirmWithdraw(true)} data-testid="entry-withdraw">
            {t('entry.withdraw')}
          </button>
        )
      ) : null}
    </form>
  );
}
