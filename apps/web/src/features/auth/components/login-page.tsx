import { useTranslation } from 'react-i18next';
import type { TLoginResponse } from '@commonshelf/shared/auth/auth.schemas';
import { MSG } from '@commonshelf/shared/auth/messages';
import { IDLE_MINUTES } from '@commonshelf/shared/privacy/limits';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { Spinner } from '../../../components/ui/spinner';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useStepFocus } from '../../../lib/use-step-focus';
import { normalizeClassCode } from '../class-code';
import { useClassLookup } from '../hooks/use-class-lookup';
import { useStepHistory } from '../hooks/use-step-history';
import {
  initialLoginState,
  loginReducer,
  loginStateForClassLink,
  stepDepth,
  stepProgress,
  type LoginStepName,
} from '../login-flow';
import { startSession } from '../session-start';
import { CommunityAccessNote } from './community-access-note';
import { LoginChoice } from './login-choice';
import type * as LoginFormsModule from './login-forms';

// The steps after the first come from one chunk (login-forms.ts), so the first step paints
// without them; kept once loaded, for the next visit to the page.
type LoginForms = typeof LoginFormsModule;
let loadedForms: LoginForms | null = null;
const loadForms = () => import('./login-forms').then((forms) => (loadedForms = forms));

/**
 * The forms of the later steps: asked for at once when `now`, else once the browser is idle. When a
 * step needs them and they cannot be fetched (the network gone), the route's error page shows, with
 * a reload.
 */
function useLoginForms(now: boolean): LoginForms | null {
  const [forms, setForms] = useState(loadedForms);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  if (failed) throw failed.error;
  useEffect(() => {
    if (forms) return;
    let live = true;
    const load = () =>
      void loadForms().then(
        (loaded) => live && setForms(loaded),
        // Asked for in advance, a failure waits for the step that needs them, which asks again.
        (error: unknown) => live && now && setFailed({ error }),
      );
    if (now) load();
    else if (window.requestIdleCallback) window.requestIdleCallback(load);
    else window.setTimeout(load, 200);
    return () => {
      live = false;
    };
  }, [forms, now]);
  return forms;
}

/** Where a login should end: the page the visitor was sent away from, or the home page (spec 4). */
export function useLoginDestination(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from;
  return safeRedirectPath(from) ?? safeRedirectPath(params.get('next')) ?? '/';
}

/** `/login`: spec 2's four steps. Someone already logged in is sent to the home page (spec 4). */
export function LoginPage() {
  const user = useSelector(selectUser);
  // Decided on arrival: logging in here must not bounce to "/" before the page sends the user on.
  const [arrivedLoggedIn] = useState(() => user !== null);
  if (arrivedLoggedIn) return <Navigate to="/" replace />;
  return <LoginFlow />;
}

function LoginFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const destination = useLoginDestination();
  const [classLink] = useState(() => normalizeClassCode(params.get('class') ?? ''));
  const [state, send] = useReducer(loginReducer, classLink, (code) => (code ? loginStateForClassLink(code) : initialLoginState));
  // The browser's or phone's Back goes one step back too, keeping what was typed.
  useStepHistory(stepDepth(state.step), () => send({ type: 'back' }));
  // The forms load while the visitor reads the first step, so choosing one shows it at once.
  const forms = useLoginForms(state.step !== 'choose');
  // Focus moves to a step once its form is there.
  const container = useStepFocus<HTMLDivElement>(state.step === 'choose' || forms ? state.step : `${state.step}:loading`);
  const { lookup, checking } = useClassLookup();
  const { t } = useTranslation('auth');
  const idleMinutes = params.get('signed_out') === 'idle' ? Number(params.get('minutes')) : NaN;

  /** `typed`: the class code form shows its own refusal; a scanned or linked code needs the step back. */
  const checkClass = async (code: string, typed = false) => {
    const result = await lookup(code);
    if (result.ok) send({ type: 'class-found', classCode: result.classCode, className: result.className });
    else if (!typed) send({ type: 'class-rejected', classCode: code, message: result.message });
    return result;
  };

  // A `/login?class=CODE` link (the class QR opened by a phone's camera app) goes straight to the
  // class list, once: Back from the list must stay on the class code step.
  const linkChecked = useRef(false);
  useEffect(() => {
    if (!classLink || linkChecked.current) return;
    linkChecked.current = true;
    void checkClass(classLink);
  });

  const loggedIn = (result: TLoginResponse) => {
    startSession(dispatch, result);
    showToast(MSG.loginOk, 'success');
    navigate(destination, { replace: true });
  };

  return (
    <FormCard testId="login-card">
      <div ref={container} data-step={state.step} data-testid="login-flow">
        {Number.isInteger(idleMinutes) && idleMinutes >= IDLE_MINUTES.min && idleMinutes <= IDLE_MINUTES.max ? (
          <div className="mb-5">
            <FormAlert tone="info" testId="signed-out-idle">
              {t('signedOutIdle', { count: idleMinutes })}
            </FormAlert>
          </div>
        ) : null}
        <StepBar step={state.step} onBack={() => send({ type: 'back' })} />
        {state.step === 'choose' ? <CommunityAccessNote /> : null}
        {state.step === 'choose' ? <LoginChoice onChoose={(route) => send({ type: 'choose', route })} /> : null}
        {state.step !== 'choose' && !forms ? <FormsLoading /> : null}
        {forms && state.step === 'teacher' ? <forms.TeacherLoginForm onLoggedIn={loggedIn} /> : null}
        {forms && state.step === 'community' ? (
          <forms.CommunityLoginForm
            onLoggedIn={() => {
              showToast(MSG.communityOk, 'success');
              navigate(destination, { replace: true });
            }}
          />
        ) : null}
        {forms && state.step === 'class-code' ? (
          <forms.ClassCodeForm
            initialCode={state.classCode}
            initialError={state.classCodeError}
            checking={checking}
            onCheck={(code) => checkClass(code, true)}
            onScan={() => send({ type: 'scan' })}
          />
        ) : null}
        {forms && state.step === 'scan' ? (
          <forms.QrScanner
            checking={checking}
            onCode={(code) => void checkClass(code)}
            onCancel={() => send({ type: 'back' })}
          />
        ) : null}
        {forms && state.step === 'students' ? (
          <forms.StudentPicker
            classCode={state.classCode}
            className={state.className}
            onPick={(student) => send({ type: 'student-picked', student })}
          />
        ) : null}
        {forms && state.step === 'student-password' && state.student ? (
          <forms.StudentPasswordForm student={state.student} className={state.className} onNotMe={() => send({ type: 'back' })} onLoggedIn={loggedIn} />
        ) : null}
      </div>
    </FormCard>
  );
}

/** While a step's form is still on its way (a slow link, a choice made at once). */
function FormsLoading() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-base text-ink-soft" data-testid="login-step-loading">
      <Spinner className="size-5" />
      {t('loading')}
    </p>
  );
}

/** Back (one step, or out of the scanner) and where the visitor is in their route. */
function StepBar({ step, onBack }: { step: LoginStepName; onBack: () => void }) {
  const { t } = useTranslation('auth');
  if (step === 'choose') return null;
  const { index, total } = stepProgress(step);
  return (
    <div className="-mt-2 mb-5 flex items-center justify-between gap-3 sm:-mt-4">
      <button type="button" onClick={onBack} className={buttonClass('ghost', 'md', '-ml-3 px-3')} data-testid="login-back">
        <ArrowLeftIcon size={20} />
        {t('back')}
      </button>
      <div className="flex items-center gap-2" data-testid="login-progress">
        <span className="sr-only">
          {t('stepOf', { index, total })}
        </span>
        <span aria-hidden="true" className="text-xs font-semibold text-ink-muted">
          {index}/{total}
        </span>
        <span aria-hidden="true" className="flex gap-1.5">
          {Array.from({ length: total }, (_, i) => (
            <span key={i} className={`h-2 rounded-full transition-all ${i < index ? 'w-5 bg-primary' : 'w-2 bg-line'}`} />
          ))}
        </span>
      </div>
    </div>
  );
}
