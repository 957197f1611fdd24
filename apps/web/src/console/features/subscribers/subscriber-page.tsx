import type { SubscriberDetail } from '@glotv/contracts/console-support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { useDocumentTitle } from '../../lib/use-console-title.ts';
import { NotFoundPage } from '../../shell/not-found-page.tsx';
import { GoodwillForm } from './goodwill-form.tsx';
import { useFormats } from './use-formats.ts';

/** One subscriber: profile, packages, purchases, sessions (each can be ended), recent usage, goodwill grants. */
export function SubscriberPage({ subscriberId }: { subscriberId: string }) {
  const { t } = useTranslation('console');
  const client = useQueryClient();
  const { dateTime, naira, packageTitle } = useFormats();
  const [failure, setFailure] = useState<string | null>(null);
  const key = ['console', 'subscriber', subscriberId];
  const detail = useQuery({
    queryKey: key,
    queryFn: () =>
      consoleApi.get<{ data: SubscriberDetail }>(`/support/subscribers/${subscriberId}`).then((a) => a.data),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const profile = detail.data?.profile;
  useDocumentTitle(
    profile ? (profile.msisdn ?? profile.email ?? profile.username) : t('subscribers.heading'),
  );
  const end = useMutation({
    mutationFn: (sessionId: string | null) =>
      consoleApi.delete(`/support/subscribers/${subscriberId}/sessions${sessionId ? `/${sessionId}` : ''}`),
    onSuccess: () => {
      setFailure(null);
      return client.invalidateQueries({ queryKey: key });
    },
    onError: () => setFailure(t('subscribers.endFailed')),
  });

  if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)
    return <NotFoundPage />;
  if (detail.isError) return <FormMessage text={t('subscribers.loadFailed')} />;
  if (!detail.data || !profile)
    return (
      <p className="console-muted" role="status">
        {t('loading')}
      </p>
    );
  const { packages, purchases, sessions, usage } = detail.data;

  return (
    <section className="console-page subscribers">
      <p>
        <Link to="..">{t('subscribers.back')}</Link>
      </p>
      <h1 className="console-wrap">{profile.msisdn ?? profile.email ?? profile.username}</h1>
      <dl className="console-panel subscribers__profile">
        <Fact label={t('subscribers.profile.name')} value={`${profile.first_name} ${profile.last_name}`} />
        <Fact label={t('subscribers.profile.username')} value={profile.username} />
        <Fact label={t('subscribers.profile.number')} value={profile.msisdn ?? '—'} />
        <Fact
          label={t('subscribers.profile.email')}
          value={
            profile.email
              ? `${profile.email} (${t(profile.email_verified ? 'subscribers.profile.proven' : 'subscribers.profile.unproven')})`
              : '—'
          }
        />
        <Fact label={t('subscribers.profile.status')} value={t(`subscribers.status.${profile.status}`)} />
        <Fact label={t('subscribers.profile.kind')} value={t(`subscribers.kinds.${profile.kind}`)} />
        <Fact label={t('subscribers.profile.language')} value={profile.language.toUpperCase()} />
        <Fact label={t('subscribers.profile.since')} value={dateTime(profile.created_at)} />
      </dl>

      <h2>{t('subscribers.packages')}</h2>
      {packages.length === 0 ? (
        <p className="console-muted">{t('subscribers.noPackages')}</p>
      ) : (
        <ul className="console-rows" aria-label={t('subscribers.packages')}>
          {packages.map((item) => (
            <li key={item.id} className="console-row">
              <div className="console-row__main">
                <strong>{packageTitle(item.title, item.title_pt)}</strong>
                {item.goodwill ? (
                  <span className="console-badge">{t('subscribers.methods.goodwill')}</span>
                ) : null}
                <span className="console-muted">
                  {t('subscribers.validUntil', { date: dateTime(item.ends_at) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <GoodwillForm
        subscriberId={subscriberId}
        audience={profile.kind === 'glo' ? 'glo' : 'card'}
        onGranted={() => client.invalidateQueries({ queryKey: key })}
      />

      <h2>{t('subscribers.purchases')}</h2>
      {purchases.length === 0 ? (
        <p className="console-muted">{t('subscribers.noPurchases')}</p>
      ) : (
        <ul className="console-rows" aria-label={t('subscribers.purchases')}>
          {purchases.map((purchase) => (
            <li key={purchase.id} className="console-row">
              <div className="console-row__main">
                <Link to={`/purchases/${purchase.id}`}>
                  <strong>{packageTitle(purchase.package_title, purchase.package_title_pt)}</strong>
                </Link>
                <span className="console-badge">{t(`subscribers.purchaseStatus.${purchase.status}`)}</span>
                <span className="console-muted">
                  {[
                    t(`subscribers.methods.${purchase.method}`),
                    naira(purchase.amount_kobo),
                    dateTime(purchase.created_at),
                    purchase.reference,
                  ].join(' · ')}
                </span>
                {purchase.goodwill_reason ? (
                  <span className="console-muted console-wrap">“{purchase.goodwill_reason}”</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2>{t('subscribers.sessions')}</h2>
      <FormMessage text={failure} />
      {sessions.length === 0 ? (
        <p className="console-muted">{t('subscribers.noSessions')}</p>
      ) : (
        <>
          <ul className="console-rows" aria-label={t('subscribers.sessions')}>
            {sessions.map((session) => (
              <li key={session.id} className="console-row">
                <div className="console-row__main">
                  <strong className="console-wrap">{session.device}</strong>
                  {session.device_class ? (
                    <span className="console-muted">
                      {t(`subscribers.deviceClasses.${session.device_class}`)}
                    </span>
                  ) : null}
                  <span className="console-muted">
                    {t('subscribers.lastUsed', { date: dateTime(session.last_used_at) })}
                  </span>
                </div>
                <div className="console-row__actions">
                  <button
                    type="button"
                    className="button button--outline console-small-button"
                    disabled={end.isPending}
                    onClick={() => {
                      if (window.confirm(t('subscribers.confirmEnd'))) end.mutate(session.id);
                    }}
                  >
                    {t('subscribers.endSession')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--outline"
            disabled={end.isPending}
            onClick={() => {
              if (window.confirm(t('subscribers.confirmEndAll'))) end.mutate(null);
            }}
          >
            {t('subscribers.endAll')}
          </button>
        </>
      )}

      <h2>{t('subscribers.usage')}</h2>
      {usage.length === 0 ? (
        <p className="console-muted">{t('subscribers.noUsage')}</p>
      ) : (
        <ul className="console-rows subscribers__usage" aria-label={t('subscribers.usage')}>
          {usage.map((entry) => (
            <li key={entry.id} className="console-row">
              <div className="console-row__main">
                <strong>{entry.action}</strong>
                {entry.content_name ? <span className="console-wrap">{entry.content_name}</span> : null}
                <span className="console-muted">
                  {[
                    dateTime(entry.at),
                    entry.device_name,
                    entry.duration === null ? null : `${entry.duration} s`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="subscribers__fact">
      <dt className="console-muted">{label}</dt>
      <dd className="console-wrap">{value}</dd>
    </div>
  );
}
