import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePosition } from '../api/get-position.ts';
import { clockTime, isResumable } from '../lib/progress.ts';
import { playerLink, type WatchTarget } from '../lib/resume-links.ts';

interface ResumeActionsProps {
  target: WatchTarget;
  /** The page's own play link, shown while nothing is saved to resume. */
  fallback: ReactNode;
  /** The page's gate (pay prompt, Nigeria-only alert) runs first. */
  onClick?: (event: MouseEvent) => void;
}

/**
 * A title begun before offers 'Resume' (from where the subscriber stopped, on any device) and 'Start over';
 * otherwise the page's own play link.
 */
export function ResumeActions({ target, fallback, onClick }: ResumeActionsProps) {
  const { t } = useTranslation();
  const saved = usePosition(target.kind, target.id).data;
  if (!isResumable(saved)) return fallback;
  const resume = playerLink(target, saved.position);
  const startOver = playerLink(target, 0);
  return (
    <>
      <Link to={resume.to} state={resume.state} className="button button--primary" onClick={onClick}>
        {t('watching.resumeFrom', { time: clockTime(saved.position) })}
      </Link>
      <Link to={startOver.to} state={startOver.state} className="button button--outline" onClick={onClick}>
        {t('watching.startOver')}
      </Link>
    </>
  );
}
