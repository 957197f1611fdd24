import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../strings.ts';
import './update-prompt.css';

/** A quiet note at the foot of the screen: a new version is ready; "Reload" starts it, "Later" hides the note. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (hidden) return null;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">{t('pwa.update.available')}</p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--ghost" onClick={() => setHidden(true)}>
          {t('pwa.update.later')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {t('pwa.update.reload')}
        </button>
      </div>
    </div>
  );
}
