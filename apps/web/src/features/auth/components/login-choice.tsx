import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormCardHeader } from '../../../components/ui/form-card';
import { BackpackIcon, CapIcon, ChevronRightIcon, UsersIcon } from '../../../components/ui/icons';
import { useSite } from '../../../lib/site';
import type { LoginRoute } from '../login-flow';

// Each route's title and text are in the auth namespace under `choice.<route>`.
const ROUTES: { route: LoginRoute; icon: ReactNode }[] = [
  { route: 'teacher', icon: <CapIcon size={30} /> },
  { route: 'student', icon: <BackpackIcon size={30} /> },
  { route: 'community', icon: <UsersIcon size={30} /> },
];

/** Step 1: who is logging in (spec 2: Teacher, Student or Community). */
export function LoginChoice({ onChoose }: { onChoose: (route: LoginRoute) => void }) {
  const site = useSite();
  const { t } = useTranslation('auth');
  return (
    <div data-testid="login-step-choose">
      <FormCardHeader title={t('choice.title')} focusTarget>
        {t('choice.lead', { site: site.siteName })}
      </FormCardHeader>
      <ul role="list" className="flex flex-col gap-3">
        {ROUTES.map(({ route, icon }) => (
          <li key={route}>
            <button
              type="button"
              onClick={() => onChoose(route)}
              data-testid={`login-choose-${route}`}
              className="group flex w-full items-center gap-4 rounded-2xl border-2 border-line-soft bg-surface p-4 text-left transition-colors hover:border-primary hover:bg-primary-light sm:p-5"
            >
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary-light text-primary transition-colors group-hover:bg-primary group-hover:text-white"
              >
                {icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-bold text-ink">{t(`choice.${route}.title`)}</span>
                <span className="block text-sm text-ink-muted">{t(`choice.${route}.text`)}</span>
              </span>
              <ChevronRightIcon size={22} className="shrink-0 text-ink-muted group-hover:text-primary" />
            </button>
          </li>
        ))}
      </ul>
      {site.isTenant ? null : (
        <p className="mt-7 text-center text-sm text-ink-soft">
          {t('choice.newHere')}{' '}
          <Link to="/register" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('choice.createAccount')}
          </Link>
        </p>
      )}
    </div>
  );
}
