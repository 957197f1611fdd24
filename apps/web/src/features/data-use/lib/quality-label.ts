import type { QualityChoice } from '@glotv/contracts/streams';

/** The app catalog's label of each quality ('Data Saver' … 'Auto'). */
export const qualityLabelKey = {
  data_saver: 'quality.dataSaver',
  standard: 'quality.standard',
  high: 'quality.high',
  higher: 'quality.higher',
  best: 'quality.best',
  auto: 'quality.auto',
} as const satisfies Record<QualityChoice, string>;
