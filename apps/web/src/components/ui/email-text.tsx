/**
 * An email address that, when it must wrap, wraps before its "@" rather than inside a word
 * (`priya.parent` / `@example.com`); its container breaks a part only if that part alone is too
 * long (give it `wrap-anywhere`).
 */
export function EmailText({ email }: { email: string | null }) {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
