import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies text to the clipboard and says so for a moment. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('console');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--outline console-small-button"
      onClick={() => {
        navigator.clipboard
          ?.writeText(text)
          .then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          })
          .catch(() => undefined);
      }}
    >
      {copied ? t('setup.copied') : t('setup.copy')}
    </button>
  );
}
