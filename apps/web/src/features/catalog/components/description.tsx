import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { mobileQuery } from '../../../lib/slides-per-view.ts';
import { shownDescription } from '../lib/description.ts';

/** A description, cut to 67 characters below 600 px wide with a 'Read...' toggle. */
export function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const mobile = useMediaQuery(mobileQuery);
  const [expanded, setExpanded] = useState(false);
  const shown = shownDescription(text, { mobile, expanded });
  const toggles = mobile && (shown.cut || expanded);
  return (
    <p className="detail__description">
      <span id={id}>{shown.text}</span>
      {toggles ? (
        <>
          {' '}
          <button
            type="button"
            className="detail__read"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('content.readLess') : t('content.readMore')}
          </button>
        </>
      ) : null}
    </p>
  );
}
