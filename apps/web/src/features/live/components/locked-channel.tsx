import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CatalogImage } from '../../../components/ui/catalog-image.tsx';
import { useEntitlementGate } from '../../packages/public.ts';
import './live.css';
import '../strings.ts';

interface LockedChannelProps {
  name: string | null;
  logo: string | null;
  /** Bought or free; false opens the pay prompt, and outside Nigeria the Nigeria-only alert opens either way. */
  entitled: boolean;
  /** The channel's packages, for the prompt to offer those that unlock it. */
  packages: readonly { id: number }[] | null;
}

/**
 * A channel the subscriber may not watch here: the prompt says why, once, in its modal; behind it the page
 * shows only the channel and a button that opens the prompt again.
 */
export function LockedChannel({ name, logo, entitled, packages }: LockedChannelProps) {
  const { t } = useTranslation();
  const gate = useEntitlementGate();
  const { allow } = gate;
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const open = useCallback(
    () => allow(entitled, { packages, returnTo }),
    [allow, entitled, packages, returnTo],
  );

  useEffect(() => {
    open();
  }, [open]);

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
        <button type="button" className="button button--outline" onClick={open}>
          {t('live.lockedChannel')}
        </button>
      </div>
      {gate.prompt}
    </section>
  );
}
