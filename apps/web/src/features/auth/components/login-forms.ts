// Every step of the login after the first: their forms bring react-hook-form and the shared
// schemas (Zod), which the first step (who is logging in?) does not need. LoginPage loads this
// module lazily, and asks for it as soon as the first step is shown.
export { ClassCodeForm } from './class-code-form';
export { CommunityLoginForm } from './community-login-form';
export { QrScanner } from './qr-scanner';
export { StudentPasswordForm } from './student-password-form';
export { StudentPicker } from './student-picker';
export { TeacherLoginForm } from './teacher-login-form';
