import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import './player.css';

/** A back arrow, the title or channel name ('Loading...' until known), then the player. */
export function PlayerScreen({ title, children }: { title: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title ?? undefined);
  const back = () => {
    // Opened from a shared link or a reload: nothing behind it in this app, so back goes to the dashboard.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.dashboard);
  };
  return (
    <main className="player-screen">
      <header className="player-screen__bar">
        <button type="button" className="player-screen__back" aria-label={t('player.back')} onClick={back}>
          <BackIcon />
        </button>
        <h1 className="player-screen__title">{title ?? t('player.loading')}</h1>
      </header>
      {children}
    </main>
  );
}
