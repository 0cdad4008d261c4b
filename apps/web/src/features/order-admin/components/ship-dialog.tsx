import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZShipInput, type TAdminOrder } from '@commonshelf/shared/commerce/order-admin.schemas';
import i18next from 'i18next';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass, textareaClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useShipOrderMutation } from '../api/order-admin.api';
import { useFocusReturn } from '../../../components/ui/focus-return';

type Input = z.input<typeof ZShipInput>;
type Output = z.output<typeof ZShipInput>;
const FIELDS = ['carrier', 'tracking_number', 'tracking_url', 'note'] as const;

/** Carriers offered as you type (any other is fine). */
const CARRIERS = ['Royal Mail', 'Parcelforce', 'Evri', 'DPD', 'India Post', 'Blue Dart', 'Delhivery', 'DHL', 'FedEx', 'UPS', 'USPS'];

/** A posting address as lines: name, street, town and postcode, country, phone. */
export function addressLines(a: Record<string, string>): string[] {
  const town = [a.city, a.region, a.postal_code].filter(Boolean).join(', ');
  return [a.name, a.line1, a.line2, town, a.country ? (countryName(a.country) ?? a.country) : '', a.phone ? i18next.t('adminGiving:ship.phone', { phone: a.phone }) : ''].filter((l): l is string => !!l);
}

/**
 * Marks a paid print order shipped with its carrier and tracking (the buyer is emailed), or
 * corrects a shipped order's details. Closing with something typed asks first.
 */
export function ShipDialog({ order, onClose }: { order: TAdminOrder | null; onClose: () => void }) {
  const returnFocus = useFocusReturn(order !== null);
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? <ShipForm key={order.reference} order={order} onClose={onClose} returnFocus={returnFocus} /> : null}
    </Dialog.Root>
  );
}

function ShipForm({ order, onClose, returnFocus }: { order: TAdminOrder; onClose: () => void; returnFocus: (event: Event) => void }) {
  const { t } = useTranslation('adminGiving');
  const correcting = order.shipment !== null;
  const carriersId = useId();
  const [ship, { isLoading }] = useShipOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZShipInput),
    // Checked when sent, then as corrected: a message appearing on blur would move the buttons under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      carrier: order.shipment?.carrier ?? '',
      tracking_number: order.shipment?.tracking_number ?? '',
      tracking_url: order.shipment?.tracking_url ?? '',
      note: order.shipment?.note ?? '',
    },
  });
  const blocker = useUnsavedChanges(isDirty && !isLoading);

  const close = () => (isDirty ? setConfirmClose(true) : onClose());
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const body = { carrier: v.carrier, tracking_number: v.tracking_number, tracking_url: v.tracking_url ?? '', note: v.note ?? '' };
      const result = await ship({ reference: order.reference, correct: correcting, body }).unwrap();
      showToast(result.message, 'success');
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(err);
      let shown = false;
      for (const name of FIELDS) {
        const message = fields[name]?.[0];
        if (message) {
          setError(name, { message });
          shown = true;
        }
      }
      setFailure(errorMessage(err, shown ? t('ship.correctFields') : t('ship.saveFailed')));
    }
  });

  const address = order.shipping_address ? addressLines(order.shipping_address) : [];
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
      <Dialog.Content
        onCloseAutoFocus={returnFocus}
        data-testid="ship-dialog"
        onEscapeKeyDown={(e) => {
          e.preventDefault();
          close();
        }}
        onPointerDownOutside={(e) => {
          e.preventDefault();
          close();
        }}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-[var(--radius-card)] bg-surface p-5 shadow-lift focus:outline-none sm:p-6"
      >
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <div>
            <Dialog.Title className="text-lg font-bold wrap-anywhere text-ink">{correcting ? t('ship.correctTitle', { reference: order.reference }) : t('ship.shipTitle', { reference: order.reference })}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm leading-relaxed text-ink-soft">
              {correcting ? t('ship.correctDescription') : t('ship.shipDescription')}
            </Dialog.Description>
          </div>
          {address.length ? (
            <div className="rounded-xl bg-surface-alt p-3 text-sm" data-testid="ship-address">
              <p className="font-semibold text-ink">{t('ship.postTo')}</p>
              <address className="mt-1 text-ink-soft not-italic">
                {address.map((line) => (
                  <span key={line} className="block wrap-anywhere">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          ) : null}
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <FormField label={t('ship.carrier')} error={errors.carrier?.message}>
            {(c) => <input {...c} {...register('carrier')} list={carriersId} autoComplete="off" maxLength={80} autoFocus className={inputClass(!!errors.carrier)} data-testid="ship-carrier" />}
          </FormField>
          <datalist id={carriersId}>
            {CARRIERS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <FormField label={t('ship.trackingNumber')} error={errors.tracking_number?.message}>
            {(c) => <input {...c} {...register('tracking_number')} autoComplete="off" maxLength={60} spellCheck={false} className={inputClass(!!errors.tracking_number, 'font-mono')} data-testid="ship-tracking" />}
          </FormField>
          <FormField label={t('ship.trackingPage')} optional error={errors.tracking_url?.message} hint={t('ship.trackingPageHint')}>
            {(c) => <input {...c} {...register('tracking_url')} type="url" inputMode="url" autoComplete="off" maxLength={500} placeholder="https://" className={inputClass(!!errors.tracking_url)} data-testid="ship-url" />}
          </FormField>
          <FormField label={t('ship.note')} optional error={errors.note?.message}>
            {(c) => <textarea {...c} {...register('note')} rows={3} maxLength={500} className={textareaClass(!!errors.note)} data-testid="ship-note" />}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} className={buttonClass('secondary', 'md')} data-testid="ship-cancel">
              {t('ship.cancel')}
            </button>
            <button type="submit" disabled={isLoading} className={buttonClass('primary', 'md')} data-testid="ship-submit">
              {isLoading ? <Spinner /> : null}
              {correcting ? t('ship.save') : t('ship.markShipped')}
            </button>
          </div>
        </form>
        <ConfirmDialog
          open={confirmClose}
          title={t('ship.discardTitle')}
          confirmLabel={t('ship.discard')}
          cancelLabel={t('ship.keepEditing')}
          danger
          onConfirm={() => {
            setConfirmClose(false);
            onClose();
          }}
          onCancel={() => setConfirmClose(false)}
          testId="ship-discard"
        >
          {t('ship.discardBody')}
        </ConfirmDialog>
        <UnsavedChangesDialog blocker={blocker} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
