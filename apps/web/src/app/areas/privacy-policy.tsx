import { ERASURE_GRACE_DAYS, PARENT_CONSENT_DAYS, TERMS_VERSION } from '@commonshelf/shared/privacy/data-rights.schemas';
import { IDLE_MINUTES, RETENTION_DAYS } from '@commonshelf/shared/privacy/privacy.schemas';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon } from '../../components/ui/icons';
import { PageHero } from '../../components/ui/page-hero';
import { uiLocale } from '../../i18n';
import { formatLongDate } from '../../lib/format';
import { useSite } from '../../lib/site';

const text = 'mt-3 leading-relaxed text-ink-soft';
const list = 'mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-primary';
const link = 'font-semibold text-primary underline underline-offset-2 hover:no-underline';
const UPDATED = '2026-11-24';
/** What we keep, and the laws we design for: each an item in the policies namespace. */
const KEPT = ['account', 'work', 'orders', 'sessions', 'audit'] as const;
const LAWS = ['coppa', 'ferpa', 'gdpr', 'aadc', 'dpdp'] as const;

/**
 * `/privacy-policy`: what the platform keeps about students, parents and staff, and what schools
 * and families can do about it. Every statement here is something the product does; the numbers
 * come from the same constants the server enforces.
 */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('policies');
  const { productName, siteName, isTenant } = useSite();
  const number = (n: number) => new Intl.NumberFormat(uiLocale()).format(n);
  const days = (n: number) => t('days', { count: n, n: number(n) });
  const b = { b: <strong className="font-semibold text-ink" /> };
  const sections: { id: string; title: string; body: ReactNode }[] = [
    {
      id: 'who',
      title: t('privacy.who.title'),
      body: (
        <>
          <p className={text}>{isTenant ? t('privacy.who.weTenant', { site: siteName, product: productName }) : t('privacy.who.we', { product: productName })}</p>
          <p className={text}>{t('privacy.who.controller')}</p>
        </>
      ),
    },
    {
      id: 'consent',
      title: t('privacy.consent.title'),
      body: (
        <>
          <p className={text}>{t('privacy.consent.school', { version: TERMS_VERSION })}</p>
          <p className={text}>{t('privacy.consent.home', { days: days(PARENT_CONSENT_DAYS) })}</p>
          <p className={text}>{t('privacy.consent.recorded')}</p>
        </>
      ),
    },
    {
      id: 'students',
      title: t('privacy.students.title'),
      body: (
        <>
          <p className={text}>{t('privacy.students.signIn')}</p>
          <p className={text}>{t('privacy.students.names')}</p>
          <p className={text}>{t('privacy.students.firstName')}</p>
          <p className={text}>{t('privacy.students.idle', { min: number(IDLE_MINUTES.min), max: number(IDLE_MINUTES.max), default: number(IDLE_MINUTES.default) })}</p>
        </>
      ),
    },
    {
      id: 'no-tracking',
      title: t('privacy.noTracking.title'),
      body: (
        <>
          <p className={text}>{t('privacy.noTracking.none')}</p>
          <p className={text}>{t('privacy.noTracking.video')}</p>
        </>
      ),
    },
    {
      id: 'what-we-keep',
      title: t('privacy.keep.title'),
      body: (
        <>
          <ul role="list" className={list}>
            {KEPT.map((item) => (
              <li key={item}>
                <Trans t={t} i18nKey={`privacy.keep.${item}`} components={b} />
              </li>
            ))}
          </ul>
          <p className={text}>{t('privacy.keep.payments')}</p>
        </>
      ),
    },
    {
      id: 'copy',
      title: t('privacy.copy.title'),
      body: (
        <>
          <p className={text}>{t('privacy.copy.admin')}</p>
          <p className={text}>
            <Trans t={t} i18nKey="privacy.copy.own" components={{ dashboard: <Link to="/dashboard" className={link} /> }} />
          </p>
          <p className={text}>{t('privacy.copy.never')}</p>
        </>
      ),
    },
    {
      id: 'erasure',
      title: t('privacy.erasure.title'),
      body: (
        <>
          <p className={text}>{t('privacy.erasure.ask', { days: days(ERASURE_GRACE_DAYS) })}</p>
          <p className={text}>{t('privacy.erasure.after', { days: days(ERASURE_GRACE_DAYS) })}</p>
          <p className={text}>{t('privacy.erasure.financial')}</p>
          <p className={text}>{t('privacy.erasure.school', { days: days(ERASURE_GRACE_DAYS) })}</p>
        </>
      ),
    },
    {
      id: 'retention',
      title: t('privacy.retention.title'),
      body: (
        <>
          <p className={text}>
            {t('privacy.retention.archived', { min: days(RETENTION_DAYS.min), max: days(RETENTION_DAYS.max), default: days(RETENTION_DAYS.default) })}
          </p>
          <p className={text}>{t('privacy.retention.hourly')}</p>
        </>
      ),
    },
    {
      id: 'laws',
      title: t('privacy.laws.title'),
      body: (
        <>
          <p className={text}>{t('privacy.laws.intro')}</p>
          <ul role="list" className={list}>
            {LAWS.map((law) => (
              <li key={law}>{t(`privacy.laws.${law}`)}</li>
            ))}
          </ul>
          <p className={text}>{t('privacy.laws.noCertification')}</p>
        </>
      ),
    },
    {
      id: 'questions',
      title: t('privacy.questions.title'),
      body: (
        <p className={text}>
          <Trans t={t} i18nKey="privacy.questions.body" components={{ contact: <Link to="/contact" className={link} /> }} />
        </p>
      ),
    },
  ];

  return (
    <div data-testid="privacy-policy">
      <PageHero
        id="privacy-title"
        size="sm"
        icon={<ShieldIcon size={16} />}
        tagline={t('privacy.tagline')}
        title={t('privacy.title')}
        description={t('privacy.description')}
      />
      <div className="container-page flex max-w-3xl flex-col gap-8 py-10">
        <p className="text-sm text-ink-muted" data-testid="privacy-updated">
          <Trans t={t} i18nKey="privacy.updated" values={{ date: formatLongDate(UPDATED) }} components={{ date: <time dateTime={UPDATED} /> }} />
        </p>
        <nav
          aria-labelledby="privacy-contents-title"
          className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6"
        >
          <h2 id="privacy-contents-title" className="text-lg font-bold text-ink">
            {t('privacy.contents')}
          </h2>
          <ol className="mt-3 list-decimal gap-x-10 pl-6 text-ink-soft marker:text-ink-muted sm:columns-2">
            {sections.map((s) => (
              <li key={s.id} className="mb-1.5 break-inside-avoid">
                <a href={`#privacy-${s.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={`privacy-${s.id}`} aria-labelledby={`privacy-${s.id}-title`} className="scroll-mt-24">
            <h2 id={`privacy-${s.id}-title`} className="text-xl font-bold text-ink">
              {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </div>
  );
}
