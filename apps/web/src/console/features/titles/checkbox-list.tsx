interface CheckboxListProps {
  legend: string;
  options: readonly { id: number; label: string }[];
  checked: readonly number[];
  onChange: (ids: number[]) => void;
  message?: string | null;
  empty: string;
}

/** A group of checkboxes choosing ids (packages, categories). */
export function CheckboxList({ legend, options, checked, onChange, message, empty }: CheckboxListProps) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...checked.filter((value) => value !== id), id] : checked.filter((value) => value !== id));
  return (
    <fieldset className="titles-group" aria-invalid={message ? true : undefined}>
      <legend>{legend}</legend>
      {options.length === 0 ? <p className="console-muted">{empty}</p> : null}
      <div className="titles-checks">
        {options.map((option) => (
          <label key={option.id} className="titles-check">
            <input
              type="checkbox"
              checked={checked.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      {message ? <p className="field__message">{message}</p> : null}
    </fieldset>
  );
}
