import { useTranslation } from 'react-i18next';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { fieldLabelId, inputClass } from './form-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A password box with a Show/Hide toggle: children mistype less when they can see what they typed. */
export function PasswordInput({ invalid = false, ref, ...props }: Props) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  // The toggle is named "Show password New password": with the field's label (a FormField's) when it
  // has one, so a form with several passwords has a toggle that says which.
  const nameId = useId();
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={inputClass(invalid, 'pr-20')}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-labelledby={props.id ? `${nameId} ${fieldLabelId(props.id)}` : nameId}
        className="absolute top-1.5 right-1.5 inline-flex h-9 min-w-16 items-center justify-center rounded-lg px-2 text-sm font-semibold text-primary hover:bg-primary-light"
      >
        {visible ? t('actions.hide') : t('actions.show')}
        <span id={nameId} hidden>
          {visible ? t('password.hide') : t('password.show')}
        </span>
      </button>
    </div>
  );
}
