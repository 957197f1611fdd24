import './strings.ts';

// What other features may use from the watching feature; everything else in it is private to it.
export { useMyList } from './api/get-my-list.ts';
export { positionQueryOptions, usePosition } from './api/get-position.ts';
export { ContinueWatchingCarousel } from './components/continue-watching-carousel.tsx';
export { MyListButton } from './components/my-list-button.tsx';
export { MyListCardButton, MyListCards } from './components/my-list-cards.tsx';
export { NextEpisodeCountdown } from './components/next-episode-countdown.tsx';
export { ResumeActions } from './components/resume-actions.tsx';
export { ResumePrompt } from './components/resume-prompt.tsx';
export { type PositionTarget, usePositionSaver } from './hooks/use-position-saver.ts';
export { nextEpisode } from './lib/next-episode.ts';
export { isResumable } from './lib/progress.ts';
export { playerLink, startFrom } from './lib/resume-links.ts';
