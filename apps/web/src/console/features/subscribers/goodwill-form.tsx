import { GOODWILL_REASON_MAX } from '@glotv/contracts/console-support';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { consoleApi } from '../../lib/console-api.ts';
import { useFormats } from './use-formats.ts';

interface GrantablePackage {
  id: number;
  title: string;
  title_pt: string;
  audience: 'glo' | 'card';
  enabled: boolean;
}

/** Grant a package as a goodwill gesture, with a written reason (1–500 characters). */
export function GoodwillForm({
  subscriberId,
  audience,
  onGranted,
}: {
  subscriberId: string;
  /** Only the packages of the subscriber's audience: the ones their packages page lists. */
  audience: 'glo' | 'card';
  onGranted: () => unknown;
}) {
  const { t } = useTranslation('console');
  const { packageTitle } = useFormats();
  const id = useId();
  const [packageId, setPackageId] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const packages = useQuery({
    queryKey: ['console', 'support', 'packages'],
    queryFn: () => consoleApi.get<{ data: GrantablePackage[] }>('/support/packages').then((a) => a.data),
  });
  const grant = useMutation({
    mutationFn: () =>
      consoleApi.post(`/support/subscribers/${subscriberId}/goodwill`, {
        package_id: Number(packageId),
        reason: reason.trim(),
      }),
    onSuccess: async () => {
      setReason('');
      setPackageId('');
      setMessage({ text: t('subscribers.goodwill.granted'), tone: 'success' });
      await onGranted();
    },
    onError: () => setMessage({ text: t('subscribers.goodwill.failed'), tone: 'error' }),
  });
  const valid = packageId !== '' && reason.trim().length > 0 && reason.length <= GOODWILL_REASON_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) grant.mutate();
  };

  return (
    <form className="console-panel console-form subscribers__goodwill" onSubmit={submit}>
      <h3>{t('subscribers.goodwill.heading')}</h3>
      <div className="subscribers__field">
        <label htmlFor={`${id}-package`}>{t('subscribers.goodwill.package')}</label>
        <select
          id={`${id}-package`}
          value={packageId}
          onChange={(event) => setPackageId(event.target.value)}
          required
        >
          <option value="">{t('subscribers.goodwill.choose')}</option>
          {(packages.data ?? [])
            .filter((pack) => pack.audience === audience)
            .map((pack) => (
              <option key={pack.id} value={pack.id}>
                {packageTitle(pack.title, pack.title_pt)}
                {pack.enabled ? '' : ` (${t('subscribers.goodwill.notOnSale')})`}
              </option>
            ))}
        </select>
      </div>
      <div className="subscribers__field">
        <label htmlFor={`${id}-reason`}>{t('subscribers.goodwill.reason')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={GOODWILL_REASON_MAX}
          rows={3}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <span className="console-muted">
          {t('subscribers.goodwill.length', { count: reason.length, max: GOODWILL_REASON_MAX })}
        </span>
      </div>
      {packages.isError ? <FormMessage text={t('subscribers.goodwill.packagesFailed')} /> : null}
      <FormMessage text={message?.text ?? null} tone={message?.tone} />
      <button type="submit" className="button" disabled={!valid || grant.isPending}>
        {t('subscribers.goodwill.grant')}
      </button>
    </form>
  );
}
