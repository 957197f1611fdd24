import { useTranslation } from 'react-i18next';
import { supportLine } from '../../config/links.ts';
import { StoreBadges } from './store-badges.tsx';
import './footer.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="marquee">
        <p className="marquee__text">{t('support.marquee', { number: supportLine })}</p>
      </div>
      <div className="site-footer__stores">
        <StoreBadges compact />
      </div>
    </footer>
  );
}
