import type { SavedPosition } from '@glotv/contracts/watching';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  isResumable,
  type PositionTarget,
  ResumePrompt,
  startFrom,
  usePosition,
} from '../../watching/public.ts';

interface ResumeGateProps {
  of: PositionTarget;
  children: (startAt: number) => ReactNode;
}

/**
 * Where a movie or an episode starts: the URL's start (`&t=`, from Resume, Start over or a Continue watching
 * card), else, for a title begun before on any device, the subscriber's choice of 'Resume' or 'Start over';
 * else the beginning.
 */
export function ResumeGate({ of, children }: ResumeGateProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const fromUrl = startFrom(location.search);
  const saved = usePosition(of.kind, of.id);
  const [chosen, setChosen] = useState<number | null>(null);
  // Decided once, from the position as the title was opened: the player's own saves refresh the query while
  // it plays, and must not turn the playing picture into the question.
  const openedWith = useRef<SavedPosition | null | undefined>(undefined);
  if (openedWith.current === undefined && !saved.isPending) openedWith.current = saved.data ?? null;
  const atOpening = openedWith.current;

  if (fromUrl !== null) return children(fromUrl);
  if (chosen !== null) return children(chosen);
  if (atOpening === undefined) {
    return (
      <p className="player-screen__message" role="status">
        {t('player.loading')}
      </p>
    );
  }
  if (isResumable(atOpening)) return <ResumePrompt saved={atOpening} onChoose={setChosen} />;
  return children(0);
}
