import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Progress text; while set, a full-screen loading overlay covers the page and the modal. */
  busy?: string | null;
  tone?: 'success' | 'danger';
}

/**
 * A modal `<dialog>`: labelled by its title, focus kept inside, the page behind inert, Escape and the
 * close button both call `onClose` (the owner decides what closing means). The element marked
 * `data-autofocus` gets the focus on open.
 */
export function Modal({ title, onClose, children, busy = null, tone }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // A close the browser does by itself (a second quick Escape skips `cancel`) goes through the owner too.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      data-tone={tone}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={busy ? true : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="modal__body" inert={busy !== null}>
        {children}
      </div>
      <div className="loading-overlay" role="status" data-active={busy !== null}>
        {busy ? (
          <>
            <span className="loading-overlay__spinner" aria-hidden="true" />
            <span>{busy}</span>
          </>
        ) : null}
      </div>
    </dialog>
  );
}
