import type { SupportPurchaseDetail } from '@glotv/contracts/console-purchases';
import { useTranslation } from 'react-i18next';
import { type EventSummary, eventLabelKey, eventSummary } from './purchase-events.ts';

/**
 * A purchase's trail, oldest first as the server sends it: each event named in the console's language, with a
 * line on what a webhook or a reconciliation check changed, the payment system's reference of a charge or
 * payment, or a failed attempt's error, and its details folded away.
 */
export function PurchaseTrail({
  events,
  format,
}: {
  events: SupportPurchaseDetail['events'];
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation('console');
  const summaryText = (summary: EventSummary): string => {
    switch (summary.key) {
      case 'purchases.eventChanged':
        return t(summary.key, {
          before: t(`purchases.statuses.${summary.before}`),
          after: t(`purchases.statuses.${summary.after}`),
        });
      case 'purchases.eventUnchanged':
        return t(summary.key, { status: t(`purchases.statuses.${summary.status}`) });
      case 'purchases.eventReference':
        return t(summary.key, { reference: summary.reference });
      case 'purchases.eventError':
        return t(summary.key, { error: summary.error });
    }
  };

  return (
    <ol className="console-rows purchase-trail" aria-label={t('purchases.trail')}>
      {events.map((event) => {
        const label = eventLabelKey(event.kind);
        const summary = eventSummary(event.kind, event.details);
        return (
          <li key={event.id} className="console-row" data-kind={event.kind}>
            <div className="console-row__main">
              <time dateTime={event.at}>{format.format(new Date(event.at))}</time>
              <strong>{label ? t(label) : event.kind}</strong>
              {summary ? <span className="console-muted">{summaryText(summary)}</span> : null}
            </div>
            <details>
              <summary>{t('purchases.eventDetails')}</summary>
              <pre>{JSON.stringify(event.details, null, 2)}</pre>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
