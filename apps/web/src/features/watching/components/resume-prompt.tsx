import type { SavedPosition } from '@glotv/contracts/watching';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clockTime } from '../lib/progress.ts';
import './watching.css';

interface ResumePromptProps {
  saved: SavedPosition;
  onChoose: (start: number) => void;
}

/** A player page opened on a title begun before: 'Resume' where the subscriber stopped, or 'Start over'. */
export function ResumePrompt({ saved, onChoose }: ResumePromptProps) {
  const { t } = useTranslation();
  const resume = useRef<HTMLButtonElement>(null);
  useEffect(() => resume.current?.focus(), []);
  return (
    <section className="resume-prompt" aria-labelledby="resume-prompt-title">
      <h2 id="resume-prompt-title" className="section-title">
        {t('watching.resumeQuestion')}
      </h2>
      <p className="muted">{t('watching.stoppedAt', { time: clockTime(saved.position) })}</p>
      <div className="resume-prompt__actions">
        <button
          ref={resume}
          type="button"
          className="button button--primary"
          onClick={() => onChoose(saved.position)}
        >
          {t('watching.resume')}
        </button>
        <button type="button" className="button button--outline" onClick={() => onChoose(0)}>
          {t('watching.startOver')}
        </button>
      </div>
    </section>
  );
}
