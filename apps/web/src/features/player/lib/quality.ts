import type { QualityChoice } from '@glotv/contracts/streams';

export type { QualityChoice };

/** The five fixed renditions, then Auto (adaptive over all of them). */
export const qualityChoices: readonly QualityChoice[] = [
  'data_saver',
  'standard',
  'high',
  'higher',
  'best',
  'auto',
];

export { qualityLabelKey } from '../../../lib/quality-label.ts';

/** The picture height of each fixed rendition. */
const heightOf: Record<Exclude<QualityChoice, 'auto'>, number> = {
  data_saver: 240,
  standard: 360,
  high: 480,
  higher: 720,
  best: 1080,
};

/** The choice a rendition of `height` px belongs to: the smallest whose height covers it. */
export function qualityForHeight(height: number): Exclude<QualityChoice, 'auto'> {
  for (const choice of ['data_saver', 'standard', 'high', 'higher'] as const) {
    if (height <= heightOf[choice]) return choice;
  }
  return 'best';
}

export function isQualityChoice(value: unknown): value is QualityChoice {
  return typeof value === 'string' && (qualityChoices as readonly string[]).includes(value);
}
