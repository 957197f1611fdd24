import { useTranslation } from 'react-i18next';
import { storeLinks } from '../../config/links.ts';
import { PhoneIcon, PlayIcon } from '../ui/icons.tsx';
import './store-badges.css';

/** Links to the GLO-TV apps in the iOS App Store and Google Play (text badges, no remote images). */
export function StoreBadges({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul
      className={compact ? 'store-badges store-badges--compact' : 'store-badges'}
      aria-label={t('stores.heading')}
    >
      <li>
        <a className="store-badge" href={storeLinks.appStore} rel="noopener">
          <PhoneIcon />
          <span>{t('stores.appStore')}</span>
        </a>
      </li>
      <li>
        <a className="store-badge" href={storeLinks.googlePlay} rel="noopener">
          <PlayIcon />
          <span>{t('stores.googlePlay')}</span>
        </a>
      </li>
    </ul>
  );
}
