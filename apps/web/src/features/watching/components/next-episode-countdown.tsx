import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './watching.css';

/** Seconds before the next episode starts on its own. */
export const NEXT_EPISODE_SECONDS = 10;

interface NextEpisodeCountdownProps {
  /** How the next episode is named ('Season 1 · Episode 2: …'). */
  title: string;
  onPlay: () => void;
  onCancel: () => void;
  seconds?: number;
}

/**
 * At the end of an episode: the next one starts after a visible countdown that screen readers hear (a polite
 * live region), with 'Play now' to start it at once and 'Cancel' to stay.
 */
export function NextEpisodeCountdown({
  title,
  onPlay,
  onCancel,
  seconds = NEXT_EPISODE_SECONDS,
}: NextEpisodeCountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const playNow = useRef<HTMLButtonElement>(null);
  const play = useRef(onPlay);
  play.current = onPlay;

  useEffect(() => playNow.current?.focus(), []);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) play.current();
  }, [left]);

  return (
    <section className="next-episode" aria-labelledby="next-episode-heading">
      <h2 id="next-episode-heading" className="visually-hidden">
        {t('watching.nextEpisode')}
      </h2>
      <p className="next-episode__title">{title}</p>
      <p aria-live="polite" aria-atomic="true">
        {t('watching.nextEpisodeIn', { count: left })}
      </p>
      <div className="next-episode__actions">
        <button ref={playNow} type="button" className="button button--primary" onClick={onPlay}>
          {t('watching.playNow')}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </section>
  );
}
