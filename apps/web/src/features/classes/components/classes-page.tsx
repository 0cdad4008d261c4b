import * as Dialog from '@radix-ui/react-dialog';
import type { TAdminClass } from '@commonshelf/shared/auth/class-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader, ListSkeleton } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass, iconButtonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CloseIcon, LockIcon, PenIcon, QrCodeIcon, SchoolIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEditClassMutation, useGetAdminClassesQuery, useRotateClassCodeMutation } from '../api/class-admin.api';
import { addClassPath, classQrSrc, classStudentsPath } from './class-paths';
import { ItemName } from '../../../components/ui/item-name';
import { useFocusReturn } from '../../../components/ui/focus-return';

/**
 * `admin-school/classes`: the school's classes with their codes (upper case) and QR posters; rotate
 * a code or turn it off, edit a class, open its students.
 */
export function ClassesPage() {
  const { t } = useTranslation('classroom');
  useDocumentTitle(t('classes.title'));
  const { data, error, isLoading, isFetching, refetch } = useGetAdminClassesQuery();
  const [poster, setPoster] = useState<TAdminClass | null>(null);
  const [rotating, setRotating] = useState<TAdminClass | null>(null);
  const [turningOff, setTurningOff] = useState<TAdminClass | null>(null);
  const [rotate, rotateState] = useRotateClassCodeMutation();
  const [edit, editState] = useEditClassMutation();

  const doRotate = async () => {
    if (!rotating) return;
    try {
      showToast((await rotate(rotating.id).unwrap()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, t('classes.rotateFailed')), 'error');
    }
    setRotating(null);
  };
  const toggle = async (c: TAdminClass) => {
    try {
      showToast((await edit({ id: c.id, active: !c.active }).unwrap()).message, 'success');
    } catch (err) {
      showToast(errorMessage(err, t('classes.saveFailed')), 'error');
    }
    setTurningOff(null);
  };

  return (
    <section aria-labelledby="classes-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="admin-classes">
      <AdminPageHeader
        title={t('classes.title')}
        titleId="classes-title"
        description={t('classes.description')}
        action={
          <Link to={addClassPath()} className={buttonClass('primary', 'md')} data-testid="add-class">
            <PenIcon size={18} />
            {t('classes.add')}
          </Link>
        }
      />
      {isLoading ? (
        <ListSkeleton rows={3} />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('classes.forbidden')} testId="classes-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('classes.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<SchoolIcon size={24} />} title={t('classes.empty')} testId="classes-empty">
          {t('classes.emptyBody')}
        </StateMessage>
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-2">
          {data.results.map((c) => (
            <li key={c.id} data-testid="class-card" data-class-name={c.name} data-active={c.active} className="flex min-w-0 flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold wrap-anywhere text-ink">{c.name}</h2>
                  <p className="text-sm text-ink-soft">
                    {c.teacher ? c.teacher.name : t('classes.noTeacher')} · {t('classes.students', { count: c.students_count })}
                  </p>
                </div>
                {c.active ? null : <Badge tone="warm">{t('classes.codeOff')}</Badge>}
              </div>
              <p className="flex items-center gap-3">
                <span className="text-sm font-semibold text-ink-muted">{t('classes.classCode')}</span>
                <span className={`rounded-xl bg-surface-alt px-3 py-1 font-mono text-xl font-black tracking-[0.2em] ${c.active ? 'text-ink' : 'text-ink-muted line-through'}`} data-testid="class-code">
                  {c.code}
                </span>
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Link to={classStudentsPath(c.id)} className={buttonClass('secondary', 'sm')} data-testid="class-students-link">
                  {t('classes.studentsLink')}<ItemName>{c.name}</ItemName>
                </Link>
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setPoster(c)} disabled={!c.active} data-testid="class-qr">
                  <QrCodeIcon size={16} />
                  {t('classes.qrPoster')}<ItemName>{c.name}</ItemName>
                </button>
                <Link to={addClassPath(c.id)} className={buttonClass('ghost', 'sm')} data-testid="class-edit">
                  {t('classes.edit')}<ItemName>{c.name}</ItemName>
                </Link>
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setRotating(c)} data-testid="class-rotate">
                  {t('classes.newCode')}<ItemName>{c.name}</ItemName>
                </button>
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => (c.active ? setTurningOff(c) : void toggle(c))} data-testid="class-toggle">
                  {c.active ? t('classes.turnOff') : t('classes.turnOn')}<ItemName>{c.name}</ItemName>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={rotating !== null}
        title={t('classes.rotateTitle', { name: rotating?.name ?? '' })}
        confirmLabel={t('classes.rotateConfirm')}
        busy={rotateState.isLoading}
        onConfirm={() => void doRotate()}
        onCancel={() => setRotating(null)}
        testId="rotate-dialog"
      >
        {t('classes.rotateBody', { code: rotating?.code ?? '' })}
      </ConfirmDialog>
      {/* Turning a code off locks the whole class out of logging in: asked first. Turning it on is not. */}
      <ConfirmDialog
        open={turningOff !== null}
        title={t('classes.turnOffTitle', { name: turningOff?.name ?? '' })}
        confirmLabel={t('classes.turnOff')}
        busy={editState.isLoading}
        onConfirm={() => turningOff && void toggle(turningOff)}
        onCancel={() => setTurningOff(null)}
        testId="turn-off-dialog"
      >
        {t('classes.turnOffBody', { code: turningOff?.code ?? '' })}
      </ConfirmDialog>
      <PosterDialog klass={poster} onClose={() => setPoster(null)} />
    </section>
  );
}

/** The class's QR poster, to print and pin up: the code, and a QR code that opens the class at login. */
function PosterDialog({ klass, onClose }: { klass: TAdminClass | null; onClose: () => void }) {
  const { t } = useTranslation('classroom');
  const returnFocus = useFocusReturn(klass !== null);
  return (
    <Dialog.Root open={klass !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in print:hidden" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          data-testid="class-poster"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface p-6 focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)] sm:shadow-lift print:static print:w-full print:translate-none print:shadow-none"
        >
          <div className="flex items-start justify-between gap-3 print:hidden">
            <Dialog.Title className="text-lg font-bold text-ink">{t('classes.qrPoster')}</Dialog.Title>
            <Dialog.Close aria-label={t('classes.close')} className={iconButtonClass}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          {klass ? (
            <div className="mt-4 flex flex-col items-center gap-4 text-center">
              <p className="text-2xl font-black text-ink">{klass.name}</p>
              <img src={classQrSrc(klass.code)} alt={t('classes.qrAlt', { name: klass.name })} className="size-64 max-w-full" data-testid="class-poster-qr" />
              <p className="text-lg text-ink-soft">
                {t('classes.scan')}
                <span className="mt-1 block font-mono text-4xl font-black tracking-[0.2em] text-ink" data-testid="class-poster-code">
                  {klass.code}
                </span>
              </p>
              <p className="text-sm break-all text-ink-muted">{klass.login_url}</p>
              <button type="button" className={buttonClass('primary', 'md', 'print:hidden')} onClick={() => window.print()}>
                {t('classes.print')}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
