import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage, useCurrentLanguage } from '../../lib/i18n.ts';

// Language names are written in their own language, so they are not translated.
const options = [
  { value: 'gb', label: 'English', lang: 'en' },
  { value: 'pt', label: 'Português', lang: 'pt' },
] as const;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          // If the Portuguese catalog cannot be fetched (offline), the page simply stays in English.
          if (isLanguage(next)) setLanguage(next).catch(() => undefined);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
