import type { ConsoleChannel } from '@glotv/contracts/live-console';
import { useTranslation } from 'react-i18next';

/** The channels, each with its kind, XMLTV id and state, to edit or to open the schedule of. */
export function ChannelList({
  channels,
  selected,
  onEdit,
  onSchedule,
}: {
  channels: ConsoleChannel[];
  selected: number | null;
  onEdit: (channel: ConsoleChannel) => void;
  onSchedule: (channel: ConsoleChannel) => void;
}) {
  const { t } = useTranslation('console');
  if (channels.length === 0) return <p className="console-muted">{t('live.noChannels')}</p>;
  return (
    <ul className="console-rows" aria-label={t('live.channels')}>
      {channels.map((channel) => (
        <li key={channel.id} className="console-row" data-uid={channel.uid}>
          <div className="console-row__main">
            <strong>{channel.name}</strong>{' '}
            <span className="console-muted">
              {channel.uid} · XMLTV {channel.xmltv_id} ·{' '}
              {channel.source.kind === 'relay' ? t('live.relay') : t('live.schedule')}
            </span>{' '}
            <span className={`console-badge console-badge--${channel.enabled ? 'active' : 'disabled'}`}>
              {channel.enabled ? t('live.enabled') : t('live.disabled')}
            </span>
          </div>
          <div className="console-row__actions">
            <button
              type="button"
              className="button button--outline console-small-button"
              aria-label={t('live.editNamed', { name: channel.name })}
              onClick={() => onEdit(channel)}
            >
              {t('live.editChannel')}
            </button>
            <button
              type="button"
              className="button button--outline console-small-button"
              aria-label={t('live.scheduleNamed', { name: channel.name })}
              aria-pressed={selected === channel.id}
              onClick={() => onSchedule(channel)}
            >
              {t('live.editSchedule')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
