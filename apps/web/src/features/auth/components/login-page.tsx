import { useTranslation } from 'react-i18next';
import { MSG, type TLoginResponse } from '@commonshelf/shared/auth/auth.schemas';
import { IDLE_MINUTES } from '@commonshelf/shared/privacy/privacy.schemas';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormCard } from '../../../components/ui/form-card';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { selectUser } from '../../../lib/session.slice';
import { showToast } from '../../../lib/toast';
import { useStepFocus } from '../../../lib/use-step-focus';
import { normalizeClassCode } from '../class-code';
import { useClassLookup } from '../hooks/use-class-lookup';
import {
  initialLoginState,
  loginReducer,
  loginStateForClassLink,
  stepProgress,
  type LoginStepName,
} from '../login-flow';
import { startSession } from '../session-start';
import { ClassCodeForm } from './class-code-form';
import { CommunityLoginForm } from './community-login-form';
import { LoginChoice } from './login-choice';
import { QrScanner } from './qr-scanner';
import { StudentPasswordForm } from './student-password-form';
import { StudentPicker } from './student-picker';
import { TeacherLoginForm } from './teacher-login-form';

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
  const container = useStepFocus<HTMLDivElement>(state.step);
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
        {state.step === 'choose' ? <LoginChoice onChoose={(route) => send({ type: 'choose', route })} /> : null}
        {state.step === 'teacher' ? <TeacherLoginForm onLoggedIn={loggedIn} /> : null}
        {state.step === 'community' ? (
          <CommunityLoginForm
            onLoggedIn={() => {
              showToast(MSG.communityOk, 'success');
              navigate(destination, { replace: true });
            }}
          />
        ) : null}
        {state.step === 'class-code' ? (
          <ClassCodeForm
            initialCode={state.classCode}
            initialError={state.classCodeError}
            checking={checking}
            onCheck={(code) => checkClass(code, true)}
            onScan={() => send({ type: 'scan' })}
          />
        ) : null}
        {state.step === 'scan' ? (
          <QrScanner
            checking={checking}
            onCode={(code) => void checkClass(code)}
            onCancel={() => send({ type: 'back' })}
          />
        ) : null}
        {state.step === 'students' ? (
          <StudentPicker
            classCode={state.classCode}
            className={state.className}
            onPick={(student) => send({ type: 'student-picked', student })}
          />
        ) : null}
        {state.step === 'student-password' && state.student ? (
          <StudentPasswordForm student={state.student} className={state.className} onNotMe={() => send({ type: 'back' })} onLoggedIn={loggedIn} />
        ) : null}
      </div>
    </FormCard>
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
