import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReceiptIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import { useSite } from '../../lib/site';

/** `/refund-policy`: what the shop and the donations actually do about refunds. */
export function RefundPolicyPage() {
  const { t } = useTranslation('policies');
  const { siteName } = useSite();
  const sections: { id: string; title: string; body: string[] }[] = [
    {
      id: 'bought',
      title: t('refund.bought.title'),
      body: [t('refund.bought.p1'), t('refund.bought.p2'), t('refund.bought.p3')],
    },
    {
      id: 'donations',
      title: t('refund.donations.title'),
      body: [t('refund.donations.p1')],
    },
    {
      id: 'ask',
      title: t('refund.ask.title'),
      body: [t('refund.ask.p1', { site: siteName }), t('refund.ask.p2')],
    },
  ];
  return (
    <div data-testid="refund-policy">
      <PageHero id="refund-title" size="sm" icon={<ReceiptIcon size={16} />} tagline={t('refund.tagline')} title={t('refund.title')} description={t('refund.description')} />
      <div className="container-page flex max-w-3xl flex-col gap-8 py-10">
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={`refund-${s.id}`}>
            <h2 id={`refund-${s.id}`} className="text-xl font-bold text-ink">
              {s.title}
            </h2>
            {s.body.map((p, i) => (
              <p key={i} className="mt-3 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
          </section>
        ))}
        <p className="text-sm text-ink-muted">
          <Trans t={t} i18nKey="refund.dashboard" components={{ dashboard: <Link to="/dashboard" className="font-semibold text-primary underline-offset-2 hover:underline" /> }} />
        </p>
      </div>
    </div>
  );
}
