import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { imageUrl } from '../../../lib/images.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { BannerCreateForm } from './banner-create-form.tsx';
import { type ConsoleBanner, targetOf } from './banner-form.ts';
import { useBannerTargets } from './use-banner-targets.ts';
import './banners-page.css';

const bannersKey = ['console', 'catalog', 'banners'] as const;

/** Editor: the dashboard's banners — what each opens, its language and dates; create and delete. */
export function BannersPage() {
  const { t, i18n } = useTranslation('console');
  useDocumentTitle(t('banners.heading'));
  const locale = i18n.language === 'pt' ? 'pt-PT' : 'en-GB';
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const banners = useQuery({
    queryKey: bannersKey,
    queryFn: () => consoleApi.get<{ data: ConsoleBanner[] }>('/catalog/banners').then((a) => a.data),
  });
  const targets = useBannerTargets();
  const refresh = () => client.invalidateQueries({ queryKey: bannersKey });
  const remove = useMutation({
    mutationFn: (banner: ConsoleBanner) => consoleApi.delete(`/catalog/banners/${banner.id}`),
    onSuccess: (_answer, banner) => {
      setNotice(t('banners.deleted', { title: banner.title }));
      return refresh();
    },
  });
  const when = (at: string | null, none: string) =>
    at ? new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : none;
  const targetName = (banner: ConsoleBanner) => {
    const target = targetOf(banner);
    const name = targets.data?.[target.type].find((row) => row.id === target.id)?.name ?? `#${target.id}`;
    return `${t(`banners.types.${target.type}`)}: ${name}`;
  };

  return (
    <section className="console-page">
      <h1>{t('banners.heading')}</h1>
      <p className="console-muted">{t('banners.intro')}</p>
      {notice ? (
        <p className="console-panel" role="status">
          {notice}
        </p>
      ) : null}
      {creating ? (
        <BannerCreateForm
          targets={targets.data ?? null}
          onDone={(title) => {
            setCreating(false);
            if (title) setNotice(t('banners.created', { title }));
            return refresh();
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary banner-new"
          onClick={() => {
            setNotice(null);
            setCreating(true);
          }}
        >
          {t('banners.new')}
        </button>
      )}
      <h2>{t('banners.list')}</h2>
      <FormMessage text={remove.isError ? t('banners.failed') : null} />
      {banners.data ? (
        banners.data.length === 0 ? (
          <p className="console-muted">{t('banners.none')}</p>
        ) : (
          <ul className="console-rows" aria-label={t('banners.list')}>
            {banners.data.map((banner) => (
              <li key={banner.id} className="console-row banner-row" data-banner-id={banner.id}>
                <img
                  className="banner-row__thumb"
                  src={imageUrl(banner.banner_image_id, 240)}
                  alt=""
                  width={160}
                  height={90}
                  loading="lazy"
                />
                <div className="console-row__main banner-row__main">
                  <strong>{banner.title}</strong>
                  <span className="console-muted console-row__by">
                    {targetName(banner)} · {t(`banners.languages.${banner.language ?? 'all'}`)}
                  </span>
                  <span className="console-muted console-row__by">
                    {t('banners.shown', {
                      from: when(banner.starts_at, t('banners.now')),
                      until: when(banner.ends_at, t('banners.noEnd')),
                    })}
                  </span>
                </div>
                <div className="console-row__actions">
                  <button
                    type="button"
                    className="button button--ghost console-small-button"
                    aria-label={t('banners.deleteNamed', { title: banner.title })}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(t('banners.confirmDelete', { title: banner.title })))
                        remove.mutate(banner);
                    }}
                  >
                    {t('banners.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : banners.isError ? (
        <FormMessage text={t('banners.loadFailed')} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}
