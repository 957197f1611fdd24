import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useEntitlementGate } from '../../packages/public.ts';
import { loadPlaybackEngine, whenIdle } from '../../player/warm-up.ts';
import { useChannelCategories } from '../api/get-channel-categories.ts';
import { useUserChannels } from '../api/get-user-channels.ts';
import { loadChannelPlayerPage } from '../hooks/use-channel-press.ts';
import { channelsInTab } from '../lib/channels.ts';
import { ChannelList } from './channel-list.tsx';
import { ChannelTabs, channelPanelId, tabIdOf } from './channel-tabs.tsx';
import './live.css';

/** The selected tab is in the URL (`?category=news`), so a reload or the back button keeps it. */
const tabParam = 'category';

/** '/channelspage', Live TV: the category tabs and the channel list they filter. */
export function ChannelsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.channels'));
  const [search, setSearch] = useSearchParams();
  const categories = useChannelCategories();
  const channels = useUserChannels();
  const gate = useEntitlementGate();
  // A channel's row opens the player: its page chunk and hls.js are fetched once this page has settled.
  useEffect(() => whenIdle(() => Promise.all([loadChannelPlayerPage(), loadPlaybackEngine()])), []);

  const known = categories.data ?? [];
  const requested = search.get(tabParam);
  const selected = known.some((category) => category.uid === requested) ? requested : null;
  const select = (uid: string | null) =>
    setSearch(uid === null ? {} : { [tabParam]: uid }, { replace: true, preventScrollReset: true });

  const loading = categories.isPending || channels.isPending;
  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="page-title">{t('pages.channels')}</h1>
        <ChannelTabs categories={known} selected={selected} onSelect={select} />
        <div
          id={channelPanelId}
          role="tabpanel"
          aria-labelledby={tabIdOf(selected)}
          aria-busy={loading || undefined}
          className="channel-panel"
        >
          {loading ? (
            <p role="status" className="muted">
              {t('common.loadingEllipsis')}
            </p>
          ) : (
            <ChannelList
              channels={channelsInTab(channels.data ?? [], known, selected)}
              all={channels.data ?? []}
              gate={gate}
            />
          )}
        </div>
      </div>
      {gate.prompt}
    </PageLayout>
  );
}
