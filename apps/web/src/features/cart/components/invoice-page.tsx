import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ReceiptIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { formatLongDate, formatMinorAmount } from '../../../lib/format';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadInvoicePdf, invoicePdfFailed, useGetInvoiceQuery } from '../api/cart.api';
import { useOrderAccess } from './track-order-page';
import { useOrderLineLabel } from '../../../lib/order-lines';
import { countryName, localCountryName } from '../../../lib/countries';


/** `/invoice/:type/:id`: an order's invoice or a donation's receipt as issued, to print or download as a PDF. */
export function InvoicePage() {
  const { t } = useTranslation('shop');
  const lineLabel = useOrderLineLabel();
  const { type = '' } = useParams();
  const { reference, token } = useOrderAccess();
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState(false);
  const { data: v, error, isLoading, isFetching, refetch } = useGetInvoiceQuery({ type, reference, token }, { skip: !reference });
  useDocumentTitle(v ? t('invoice.numbered', { kind: v.type === 'receipt' ? t('invoice.receipt') : t('invoice.invoice'), number: v.number }) : t('invoice.invoice'));
  if (isLoading) return <ListSkeleton rows={3} />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400 || !reference)
    return (
      <ItemNotFound testId="invoice-not-found" icon={<ReceiptIcon size={24} />} title={type === 'receipt' ? t('invoice.notFoundTitleReceipt') : t('invoice.notFoundTitle')} backTo="/" backLabel={t('homePage')}>
        {type === 'receipt' ? t('invoice.notFoundBodyReceipt') : t('invoice.notFoundBody')}
      </ItemNotFound>
    );
  if (error || !v) return <ErrorState what={t('invoice.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  const title = v.type === 'receipt' ? t('invoice.donationReceipt') : t('invoice.invoice');
  const download = async () => {
    setDownloading(true);
    try {
      await dispatch(downloadInvoicePdf({ type: v.type, reference: v.reference, token, fileName: `${v.number}.pdf` })).unwrap();
    } catch (err) {
      showToast(typeof err === 'string' ? err : invoicePdfFailed(), 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-labelledby="invoice-title" className="container-page max-w-3xl py-8 sm:py-12" data-testid="invoice-page">
      <div className="mb-4 flex flex-wrap justify-end gap-3 print:hidden">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={() => window.print()}>
          {t('invoice.print')}
        </button>
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => void download()} disabled={downloading} data-testid="invoice-download">
          {t('invoice.download')}
        </button>
      </div>
      <article className="overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-card print:shadow-none">
        <div className="h-2" style={{ backgroundColor: v.brand.primary_color }} />
        <div className="flex flex-col gap-8 p-6 sm:p-10">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex items-center gap-3">
              {v.brand.logo ? <img src={v.brand.logo} alt="" className="size-12 object-contain" /> : null}
              <p className="text-lg font-bold text-ink">{v.seller.name}</p>
            </div>
            <div className="text-right">
              <h1 id="invoice-title" className="text-2xl font-black tracking-tight uppercase" style={{ color: v.brand.primary_color }}>
                {title}
              </h1>
              <p className="font-mono text-ink" data-testid="invoice-number">
                {v.number}
              </p>
            </div>
          </header>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-semibold text-ink-muted">{v.type === 'receipt' ? t('invoice.issuedReceipt') : t('invoice.issued')}</dt>
            <dd className="text-ink">{formatLongDate(v.issued_at)}</dd>
            <dt className="font-semibold text-ink-muted">{t('invoice.order')}</dt>
            <dd className="font-mono text-ink">{v.reference}</dd>
            {v.paid_at ? (
              <>
                <dt className="font-semibold text-ink-muted">{v.type === 'receipt' ? t('invoice.paidReceipt') : t('invoice.paid')}</dt>
                <dd className="text-ink">{formatLongDate(v.paid_at)}</dd>
              </>
            ) : null}
            {v.refunded_at ? (
              <>
                <dt className="font-semibold text-danger">{t('invoice.refunded')}</dt>
                <dd className="font-semibold text-danger" data-testid="invoice-refunded">
                  {formatLongDate(v.refunded_at)}
                </dd>
              </>
            ) : null}
          </dl>
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <p className="text-sm font-semibold text-ink-muted">{t('invoice.from')}</p>
              <p className="font-bold text-ink">{v.seller.name}</p>
              {[v.seller.email, v.seller.website, v.seller.tax_id ? t('invoice.taxId', { id: v.seller.tax_id }) : ''].filter(Boolean).map((l) => (
                <p key={l} className="text-sm break-all text-ink-soft">
                  {l}
                </p>
              ))}
            </div>
            <div>
              <p className="text-sm font-semibold text-ink-muted">{t('invoice.to')}</p>
              <p className="font-bold text-ink" data-testid="invoice-buyer">
                {v.buyer.name}
              </p>
              {[v.buyer.email, ...v.buyer.address].map((l) => (
                <p key={l} className="text-sm break-all text-ink-soft">
                  {/* The country in the reader's language (the address writes it in English). */}
                  {v.buyer.country && l === countryName(v.buyer.country) ? localCountryName(v.buyer.country) : l}
                </p>
              ))}
            </div>
          </div>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-left text-ink-muted">
                <th scope="col" className="py-2 font-semibold">{t('invoice.item')}</th>
                <th scope="col" className="py-2 pl-3 text-right font-semibold">{t('invoice.quantity')}</th>
                <th scope="col" className="py-2 pl-4 text-right font-semibold">{t('invoice.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {v.items.map((i, n) => (
                <tr key={n} className="border-b border-line-soft">
                  <td className="py-2 pr-3 text-ink">{lineLabel(i)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">{i.quantity}</td>
                  <td className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">{formatMinorAmount(i.total_minor, v.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="pt-3 pr-4 text-right font-semibold text-ink-muted">{t('invoice.tax')}</th>
                <td className="pt-3 text-right tabular-nums">{formatMinorAmount(v.tax_minor, v.currency)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className="pt-1 pr-4 text-right text-base font-bold text-ink">{t('total')}</th>
                <td className="pt-1 text-right text-base font-bold tabular-nums" data-testid="invoice-total">
                  {formatMinorAmount(v.total_minor, v.currency)}
                </td>
              </tr>
            </tfoot>
          </table>
          {v.donation ? (
            <p className="text-sm text-ink-soft">
              {t('invoice.gift', { cause: v.donation.cause })}
              {v.donation.dedication ? t('invoice.dedication', { dedication: v.donation.dedication }) : ''}
              {t('invoice.thanks')}
            </p>
          ) : null}
        </div>
      </article>
    </section>
  );
}
