import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  message?: string | null;
};

/** A multi-line text field that looks and reads like the portal's TextField. */
export function TextAreaField({ label, message, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="field__input titles-textarea"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        rows={4}
        {...textarea}
      />
      {message ? (
        <p id={`${id}-message`} className="field__message">
          {message}
        </p>
      ) : null}
    </div>
  );
}
