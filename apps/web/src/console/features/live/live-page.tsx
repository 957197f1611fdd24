import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { type ChannelEditing, ChannelForm } from './channel-form.tsx';
import { ChannelList } from './channel-list.tsx';
import { GuideImport } from './guide-import.tsx';
import { channelsKey, useChannels } from './live-queries.ts';
import { ScheduleEditor } from './schedule-editor.tsx';
import './live-page.css';

/** Editor: the channels (created and edited here), a channel's schedule one Lagos day at a time, XMLTV imports. */
export function LivePage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('live.heading'));
  const client = useQueryClient();
  const catalog = useChannels();
  const [editing, setEditing] = useState<ChannelEditing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const channels = catalog.data?.channels ?? [];
  const selected = channels.find((channel) => channel.id === channelId) ?? channels[0] ?? null;
  const startEditing = (next: ChannelEditing) => {
    setSaved(null);
    setEditing(next);
  };

  return (
    <section className="console-page live-page">
      <h1>{t('live.heading')}</h1>
      {saved ? (
        <p className="console-panel" role="status">
          {saved}
        </p>
      ) : null}
      {editing && catalog.data ? (
        <ChannelForm
          key={editing.kind === 'edit' ? editing.channel.id : editing.source}
          editing={editing}
          catalog={catalog.data}
          onDone={async (channel) => {
            setEditing(null);
            if (!channel) return;
            setSaved(t('live.savedChannel', { name: channel.name }));
            setChannelId(channel.id);
            await client.invalidateQueries({ queryKey: channelsKey });
          }}
        />
      ) : (
        <div className="live-page__new">
          <button
            type="button"
            className="button button--primary"
            onClick={() => startEditing({ kind: 'new', source: 'schedule' })}
          >
            {t('live.newSchedule')}
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => startEditing({ kind: 'new', source: 'relay' })}
          >
            {t('live.newRelay')}
          </button>
        </div>
      )}
      <h2>{t('live.channels')}</h2>
      {catalog.data ? (
        <ChannelList
          channels={channels}
          selected={selected?.id ?? null}
          onEdit={(channel) => startEditing({ kind: 'edit', channel })}
          onSchedule={(channel) => setChannelId(channel.id)}
        />
      ) : catalog.isError ? (
        <FormMessage text={t('live.loadFailed')} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
      {selected ? <ScheduleEditor key={selected.id} channel={selected} /> : null}
      <GuideImport />
    </section>
  );
}
