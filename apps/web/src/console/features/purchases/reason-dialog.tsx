import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_REASON = 500;

/** A modal asking for the written reason (1–500 characters) every support action needs. */
export function ReasonDialog(props: {
  title: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('console');
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const trimmed = reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length > 0 && trimmed.length <= MAX_REASON) props.onConfirm(trimmed);
  };
  return (
    <dialog
      ref={dialog}
      className="console-dialog reason-dialog"
      aria-modal="true"
      aria-labelledby="reason-dialog-title"
      onCancel={props.onCancel}
    >
      <form onSubmit={submit}>
        <h2 id="reason-dialog-title">{props.title}</h2>
        <label className="field">
          <span className="field__label">{t('purchases.reason')}</span>
          <textarea
            name="reason"
            required
            maxLength={MAX_REASON}
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <p className="console-muted">{t('purchases.reasonHint', { count: MAX_REASON - reason.length })}</p>
        {props.error ? <p role="alert">{props.error}</p> : null}
        <div className="reason-dialog__buttons">
          <button
            type="button"
            className="button button--ghost console-small-button"
            onClick={props.onCancel}
          >
            {t('purchases.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary console-small-button"
            disabled={props.busy || trimmed.length === 0}
          >
            {t('purchases.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
