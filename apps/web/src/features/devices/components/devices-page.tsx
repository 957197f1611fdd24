import type { SignedInDevice } from '@glotv/contracts/devices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/layout/page-layout.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import { useDevices } from '../api/get-devices.ts';
import { useSignOutDevice } from '../api/sign-out-device.ts';
import { useDeviceLabel } from '../hooks/use-device-label.ts';
import './devices.css';
import '../strings.ts';

const dateLocales = { gb: 'en-GB', pt: 'pt-PT' } as const;

/** The subscriber's signed-in devices, this one marked, each other one with Sign out. */
export function DevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.devices'));
  const language = useCurrentLanguage();
  const devices = useDevices();
  const nameOf = useDeviceLabel();
  const signOut = useSignOutDevice();
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const format = new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
  const dateOf = (iso: string) => format.format(new Date(iso));
  const onSignOut = (device: SignedInDevice, label: string) => {
    setSignedOut(null);
    signOut.mutate(device.id, { onSuccess: () => setSignedOut(label) });
  };
  return (
    <PageLayout>
      <div className="catalog-page">
        <h1 className="page-title">{t('devices.title')}</h1>
        <p className="muted">{t('devices.intro')}</p>
        {devices.isPending ? <p role="status">{t('common.loadingEllipsis')}</p> : null}
        {devices.isError ? <p role="alert">{t('devices.failed')}</p> : null}
        {signedOut ? <p role="status">{t('devices.signedOut', { device: signedOut })}</p> : null}
        {signOut.isError ? <p role="alert">{t('devices.signOutFailed')}</p> : null}
        {devices.data?.length ? (
          <ul className="device-list" aria-label={t('devices.title')}>
            {devices.data.map((device) => {
              const label = nameOf(device);
              return (
                <li key={device.id} className="device-list__item" aria-label={label}>
                  <span className="device-list__name">{label}</span>
                  {device.this_device ? (
                    <span className="device-list__this">{t('devices.thisDevice')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--outline device-list__sign-out"
                      aria-label={t('devices.signOutNamed', { device: label })}
                      disabled={signOut.isPending && signOut.variables === device.id}
                      onClick={() => onSignOut(device, label)}
                    >
                      {t('devices.signOut')}
                    </button>
                  )}
                  {device.device_class ? <span>{t(`devices.class.${device.device_class}`)}</span> : null}
                  <span>{t('devices.lastUsed', { date: dateOf(device.last_used_at) })}</span>
                  <span>{t('devices.signedInOn', { date: dateOf(device.signed_in_at) })}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </PageLayout>
  );
}
