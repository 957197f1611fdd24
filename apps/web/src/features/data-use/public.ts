// What other features may use from the data-use feature; everything else in it is private to it.
export { DataUsePanel } from './components/data-use-panel.tsx';
export { ViewingMeter } from './components/viewing-meter.tsx';
export { useMobileQuality, useOnMobileData } from './hooks/use-mobile-data.ts';
export { useQualityCosts } from './hooks/use-quality-costs.ts';
