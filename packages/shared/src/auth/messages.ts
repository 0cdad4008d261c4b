// Without Zod, so the login page's first step can use them before any form (and Zod) has loaded;
// auth.schemas re-exports them and builds its schemas from them.

// Messages in quotes in the product spec are used verbatim, including their grammar.
export const MSG = {
  required: 'This field is required.',
  tooLong: 'Characters too long',
  invalidEmail: 'Enter a valid email address.',
  loginRequired: 'Please enter your password.',
  passwordRequired: 'Please enter a password',
  passwordMin: 'Password must have at least 8 characters',
  password2Required: 'Please re-type your password',
  passwordMismatch: 'Passwords does not match',
  agreeToTerms: 'You must agree to the terms and conditions',
  emailTaken: 'This email is already registered.',
  loginFailed: 'Login failed',
  /** The server's answer to a wrong username or password (the same for both, so neither is revealed). */
  invalidCredentials: 'The username or password you entered is incorrect.',
  loginOk: 'Logged in successfully',
  communityOk: 'Community login successful! Welcome back.',
  invalidClassCode: 'Invalid class code.',
  tokenExpired: 'Your token is expired, please relogin!',
  somethingWrong: 'Something went wrong',
  oldPasswordWrong: 'Your current password is not correct.',
} as const;

/** Class codes: letters and digits, shown and stored upper-case. */
export const CLASS_CODE = { min: 3, max: 16, pattern: /^[A-Za-z0-9]+$/ } as const;

/** A typed, scanned or linked class code in its canonical form (upper case), or null if it cannot be one; as `ZClassCode` parses. */
export function normalizeClassCode(raw: string): string | null {
  const code = raw.trim();
  return code.length >= CLASS_CODE.min && code.length <= CLASS_CODE.max && CLASS_CODE.pattern.test(code) ? code.toUpperCase() : null;
}
