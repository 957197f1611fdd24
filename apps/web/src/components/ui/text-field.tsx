import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './form.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> & {
  label: string;
  /** A validation message shown under the field, which then reads as invalid. */
  message?: string | null;
  /** Fixed text before the input, e.g. the '+234(0)' of a Nigerian number. */
  prefix?: string;
  autofocus?: boolean;
};

export function TextField({ label, message, prefix, autofocus, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [prefix ? `${id}-prefix` : '', message ? `${id}-message` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {input.required ? (
          // For the eye only: the input's own `required` is what a screen reader announces.
          <span className="field__required" title={t('form.required')} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="field__control">
        {prefix ? (
          <span id={`${id}-prefix`} className="field__prefix">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          className="field__input"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-autofocus={autofocus ? '' : undefined}
          {...input}
        />
      </div>
      {message ? (
        <p id={`${id}-message`} className="field__message">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** A message for the whole form: announced when it appears. */
export function FormMessage({ text, tone = 'error' }: { text: string | null; tone?: 'error' | 'success' }) {
  if (!text) return null;
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/**
 * Shown where a form's Continue would be while the form is not yet valid: what is still missing, one line
 * per field or rule, so nobody faces a form without a button. Announced politely as it changes.
 */
export function MissingFields({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div className="missing-fields" role="status">
      <p className="missing-fields__title">{t('form.stillNeeded')}</p>
      <ul className="missing-fields__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
