import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enterDigits } from '../lib/otp-digits.ts';

const positions = [0, 1, 2, 3, 4, 5] as const;

interface OtpInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  compact: boolean;
}

/**
 * Six one-digit boxes (six numeric digits). Typing moves on to the next box, Backspace on an
 * empty box goes back, and a pasted or SMS-autofilled code fills them all.
 */
export function OtpInput({ digits, onChange, compact }: OtpInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };
  const enter = (index: number, input: string) => {
    const result = enterDigits(digits, index, input);
    onChange(result.digits);
    focusBox(result.focus);
  };

  return (
    <fieldset className="otp-input" data-layout={compact ? 'compact' : 'wide'}>
      <legend className="visually-hidden">{t('otp.inputLabel')}</legend>
      {positions.map((position) => (
        <span key={position} className="otp-input__box">
          <label htmlFor={`${id}-${position}`} className="visually-hidden">
            {t('otp.digitLabel', { position: position + 1 })}
          </label>
          <input
            ref={(element) => {
              boxes.current[position] = element;
            }}
            id={`${id}-${position}`}
            className="otp-input__digit"
            value={digits[position] ?? ''}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={position === 0 ? 'one-time-code' : 'off'}
            data-autofocus={position === 0 ? '' : undefined}
            onFocus={(event) => event.target.select()}
            onChange={(event) => enter(position, event.target.value)}
            onPaste={(event) => {
              event.preventDefault();
              enter(position, event.clipboardData.getData('text'));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && !digits[position] && position > 0) {
                event.preventDefault();
                enter(position - 1, '');
              } else if (event.key === 'ArrowLeft' && position > 0) {
                focusBox(position - 1);
              } else if (event.key === 'ArrowRight' && position < positions.length - 1) {
                focusBox(position + 1);
              }
            }}
          />
        </span>
      ))}
    </fieldset>
  );
}
