import { useTranslation } from 'react-i18next';

/** Who is in it and who directed it; a line without a name is left out. */
export function Credits({
  cast,
  castLabel,
  director,
}: {
  cast: string;
  castLabel: string;
  director: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="detail__credits">
      {cast ? (
        <div>
          <dt>{castLabel}</dt>
          <dd>{cast}</dd>
        </div>
      ) : null}
      {director ? (
        <div>
          <dt>{t('content.director')}</dt>
          <dd>{director}</dd>
        </div>
      ) : null}
    </dl>
  );
}
