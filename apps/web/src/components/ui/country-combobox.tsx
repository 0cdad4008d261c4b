import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, countryNameIn, searchCountries, type Country } from '../../lib/countries';
import { inputClass } from './form-field';
import { CheckIcon, ChevronDownIcon } from './icons';

type Props = {
  id: string;
  name?: string;
  /** The chosen country's two-letter code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
};

/**
 * A searchable country list (ARIA 1.2 combobox): type part of a name or the two-letter code,
 * pick with the mouse, a finger or the arrow keys and Enter. The value is the code.
 */
export function CountryCombobox({ id, name, value, onChange, onBlur, inputRef, testId, ...aria }: Props) {
  const { t, i18n } = useTranslation('adminPlatform');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countries = countriesIn(language);
  const nameOf = (code: string) => countryNameIn(code, language);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [text, setText] = useState(() => nameOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [shownLanguage, setShownLanguage] = useState(language);
  const [open, setOpen] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [active, setActive] = useState(0);

  // Follow a value set from outside (a form reset) or a change of language.
  if (value !== shownValue || language !== shownLanguage) {
    setShownValue(value);
    setShownLanguage(language);
    setText(nameOf(value));
  }

  const results = useMemo<Country[]>(() => searchCountries(filtering ? text : '', countries), [filtering, text, countries]);
  const optionId = (code: string) => `${listId}-${code}`;
  const activeCountry = open ? results[Math.min(active, results.length - 1)] : undefined;

  useEffect(() => {
    if (!open || !activeCountry) return;
    list.current?.querySelector(`[id="${optionId(activeCountry.code)}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const openList = () => {
    if (open) return;
    const index = results.findIndex((c) => c.code === value);
    setActive(index >= 0 && !filtering ? index : 0);
    setOpen(true);
  };

  const choose = (country: Country) => {
    onChange(country.code);
    setShownValue(country.code);
    setText(country.name);
    setFiltering(false);
    setOpen(false);
  };

  /** Leaving the box: an unambiguous text counts as a choice; anything else goes back to the choice. */
  const settle = () => {
    setOpen(false);
    setFiltering(false);
    const typed = text.trim();
    if (!typed) {
      if (value) onChange('');
    } else if (typed !== nameOf(value)) {
      const matches = searchCountries(typed, countries);
      const exact = matches.find((c) => c.name.toLowerCase() === typed.toLowerCase() || c.code === typed.toUpperCase());
      const pick = exact ?? (matches.length === 1 ? matches[0] : undefined);
      if (pick) choose(pick);
      else setText(nameOf(value));
    }
    onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(i + 1, results.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open && activeCountry) {
          // Picking a country must not submit the form.
          event.preventDefault();
          choose(activeCountry);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setFiltering(false);
          setText(nameOf(value));
        }
        break;
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeCountry ? optionId(activeCountry.code) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('countries.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFiltering(true);
          setActive(0);
          setOpen(true);
        }}
        onClick={openList}
        onFocus={(event) => event.target.select()}
        onBlur={settle}
        onKeyDown={onKeyDown}
        className={inputClass(!!aria['aria-invalid'], 'pr-12')}
        data-testid={testId}
        {...aria}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? setOpen(false) : openList())}
        className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-primary-light"
      >
        <ChevronDownIcon size={18} />
      </button>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('countries.label')}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-y-auto overscroll-contain rounded-xl border border-line-soft bg-surface p-1.5 shadow-menu"
      >
        {open
          ? results.map((country) => {
              const selected = country.code === value;
              const isActive = country === activeCountry;
              return (
                <li
                  key={country.code}
                  id={optionId(country.code)}
                  role="option"
                  aria-selected={selected}
                  // Keeps focus in the text box, so choosing does not count as leaving it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(country)}
                  onMouseMove={() => setActive(results.indexOf(country))}
                  data-testid="country-option"
                  className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-base text-ink ${isActive ? 'bg-primary-light' : ''}`}
                >
                  <span className="min-w-0">{country.name}</span>
                  <span className="flex shrink-0 items-center gap-2 text-xs font-semibold text-ink-muted">
                    {country.code}
                    {selected ? <CheckIcon size={16} className="text-primary" /> : null}
                  </span>
                </li>
              );
            })
          : null}
        {open && results.length === 0 ? (
          <li role="presentation" className="px-3 py-3 text-sm text-ink-muted">
            {t('countries.noMatch', { text: text.trim() })}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
