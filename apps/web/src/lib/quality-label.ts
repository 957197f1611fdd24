import type { QualityChoice } from '@glotv/contracts/streams';

/** The app catalog's key of each quality's label ('Data Saver' … 'Auto'): the player's menu and the data meter's. */
export const qualityLabelKey = {
  data_saver: 'quality.dataSaver',
  standard: 'quality.standard',
  high: 'quality.high',
  higher: 'quality.higher',
  best: 'quality.best',
  auto: 'quality.auto',
} as const satisfies Record<QualityChoice, string>;
