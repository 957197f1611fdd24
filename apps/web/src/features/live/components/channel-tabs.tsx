import type { ChannelCategory } from '@glotv/contracts/catalog';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SideScrollHint } from '../../../components/layout/side-scroll.tsx';

export const channelPanelId = 'channel-panel';
export const tabIdOf = (uid: string | null) => `channel-tab-${uid ?? 'all'}`;

interface ChannelTabsProps {
  categories: readonly ChannelCategory[];
  /** The selected category's uid; null for All. */
  selected: string | null;
  onSelect: (uid: string | null) => void;
}

/**
 * 'All' and one tab per category, named in the interface language by the server. Arrow keys, Home and End move between tabs
 * and select them; on a phone the row scrolls sideways, with a fade where there are more tabs.
 */
export function ChannelTabs({ categories, selected, onSelect }: ChannelTabsProps) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const tabs = [
    { uid: null, name: t('content.allChannels') },
    // The server names each category in the interface language (the query asks for it).
    ...categories.map(({ uid, name }) => ({ uid, name })),
  ];
  const current = Math.max(
    tabs.findIndex((tab) => tab.uid === selected),
    0,
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.uid);
    list.current?.querySelector<HTMLElement>(`#${tabIdOf(tab.uid)}`)?.focus();
  };

  return (
    <SideScrollHint scroller={list} contentKey={`${tabs.length}-${i18n.language}`}>
      <div
        ref={list}
        className="channel-tabs side-scroll__track"
        role="tablist"
        aria-label={t('pages.channels')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.uid ?? 'all'}
            id={tabIdOf(tab.uid)}
            type="button"
            role="tab"
            className="channel-tabs__tab"
            aria-selected={index === current}
            aria-controls={channelPanelId}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(tab.uid)}
          >
            {tab.name}
          </button>
        ))}
      </div>
    </SideScrollHint>
  );
}
