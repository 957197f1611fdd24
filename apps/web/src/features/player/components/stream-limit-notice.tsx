import { useTranslation } from 'react-i18next';
import { useDeviceLabel } from '../../devices/public.ts';
import { usePlaying, useStopPlaying } from '../api/stream-lease.ts';
import '../strings.ts';

interface StreamLimitNoticeProps {
  userId: string;
  /** One of the other devices was stopped: this one may play now. */
  onStopped: () => void;
}

/**
 * Every place is taken: says so, names the devices that play and what, and offers to stop one of them (its
 * player stops at its next renewal and says playback was stopped from another device).
 */
export function StreamLimitNotice({ userId, onStopped }: StreamLimitNoticeProps) {
  const { t } = useTranslation();
  const playing = usePlaying(userId);
  const stop = useStopPlaying(userId);
  const nameOf = useDeviceLabel();
  const others = playing.data?.playing.filter((stream) => !stream.this_device) ?? [];
  return (
    <div className="player-screen__message stream-limit" role="alert">
      <p>{t('streams.limit', { count: playing.data?.limit ?? others.length })}</p>
      {playing.isPending ? <p role="status">{t('common.loadingEllipsis')}</p> : null}
      <ul className="stream-limit__list">
        {others.map((stream) => {
          const device = nameOf(stream);
          return (
            <li key={stream.id} className="stream-limit__item">
              <span>{stream.title ? t('streams.playing', { device, title: stream.title }) : device}</span>
              <button
                type="button"
                className="button button--outline"
                aria-label={t('streams.stopOn', { device })}
                disabled={stop.isPending}
                onClick={() => stop.mutate(stream.id, { onSuccess: onStopped })}
              >
                {t('streams.stop')}
              </button>
            </li>
          );
        })}
      </ul>
      <p>{t('streams.stopOne')}</p>
      {stop.isError ? <p>{t('streams.stopFailed')}</p> : null}
    </div>
  );
}
