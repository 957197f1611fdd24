import type { QualityChoice } from '@glotv/contracts/streams';
import { useEffect, useState } from 'react';
import { readMobileQuality, saveMobileQuality } from '../lib/mobile-quality.ts';
import { connectionOf, onMobileData } from '../lib/network.ts';

/** Whether the device plays over mobile data now, followed as the network changes. */
export function useOnMobileData(): boolean {
  const [mobile, setMobile] = useState(() => onMobileData(connectionOf()));
  useEffect(() => {
    const connection = connectionOf();
    const changed = () => setMobile(onMobileData(connection));
    connection?.addEventListener?.('change', changed);
    return () => connection?.removeEventListener?.('change', changed);
  }, []);
  return mobile;
}

/** This device's mobile-data quality and its setter (kept in the device's storage). */
export function useMobileQuality(): [QualityChoice, (quality: QualityChoice) => void] {
  const [quality, setQuality] = useState(readMobileQuality);
  return [
    quality,
    (next) => {
      saveMobileQuality(next);
      setQuality(next);
    },
  ];
}
