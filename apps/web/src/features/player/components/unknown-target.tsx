import { useTranslation } from 'react-i18next';
import { PlayerScreen } from './player-screen.tsx';

/** A player opened without anything to play (a broken or hand-edited link). */
export function UnknownTarget() {
  const { t } = useTranslation();
  return (
    <PlayerScreen title={t('player.nothingToPlay')}>
      <p className="player-screen__message" role="alert">
        {t('content.selectMovieFromHome')}
      </p>
    </PlayerScreen>
  );
}
