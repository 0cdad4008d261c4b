/**
 * After a form is refused, brings its first refused field (in page order) into view and focuses it,
 * so the reader starts from the message that field carries. Runs after the error state has rendered
 * the fields' `aria-invalid`; a form whose only message is about the whole form (a FormAlert, which
 * is announced) is scrolled to that message instead.
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    if (!form) return;
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) {
      field.focus();
      return;
    }
    form.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' });
  });
}
