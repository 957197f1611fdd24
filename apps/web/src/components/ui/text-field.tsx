import { type InputHTMLAttributes, useId } from 'react';
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
  const id = useId();
  const describedBy = [prefix ? `${id}-prefix` : '', message ? `${id}-message` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
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
