import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useEntitlementGate } from '../../packages/public.ts';
import './live.css';

interface LockedChannelProps {
  name: string | null;
  logo: string | null;
  /** Bought or free; false opens the pay prompt, and outside Nigeria the Nigeria-only alert opens either way. */
  entitled: boolean;
}

/**
 * A channel the subscriber may not watch here: the prompt says why, once, in its modal; behind it the page
 * shows only the channel and a button that opens the prompt again.
 */
export function LockedChannel({ name, logo, entitled }: LockedChannelProps) {
  const { t } = useTranslation();
  const gate = useEntitlementGate();
  const { allow } = gate;

  useEffect(() => {
    allow(entitled);
  }, [allow, entitled]);

  return (
    <section className="locked-channel" aria-label={name ?? undefined}>
      <div className="locked-channel__stage">
        {logo ? (
          <CatalogImage
            imageId={logo}
            alt=""
            shape="square"
            sizes="96px"
            minWidth={96}
            maxWidth={96}
            eager
            className="locked-channel__logo"
          />
        ) : null}
        <p className="locked-channel__name">{name}</p>
        <button type="button" className="button button--outline" onClick={() => allow(entitled)}>
          {t('live.lockedChannel')}
        </button>
      </div>
      {gate.prompt}
    </section>
  );
}
