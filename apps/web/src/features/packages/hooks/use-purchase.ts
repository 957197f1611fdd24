import type { PurchaseRequest } from '@glotv/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/public.ts';
import { userPackagesQueryOptions } from '../api/get-user-packages.ts';
import { getPurchase, purchasePackage, reportProvisioningError } from '../api/purchase-package.ts';
import type { PurchaseIntent } from '../lib/attempt-keys.ts';
import { followPurchase } from '../lib/follow-purchase.ts';
import {
  closesByItself,
  type OutcomeContext,
  type PurchaseOutcome,
  purchaseFailureOf,
  TRANSACTION_FAILED_MS,
} from '../lib/purchase-outcome.ts';

type PurchaseCall = Omit<PurchaseRequest, 'subscriber_uid' | 'subscription_type'>;

class Closed extends Error {}

/**
 * Makes the purchase call and follows it to an end the modal can show: activated, still being
 * confirmed after 30 s, or failed with the spec's message ('Transaction failed' closes by itself after 10 s).
 * Closing after an activation refreshes everything bought content depends on, waits for the subscriber's
 * packages as the server now sees them, and goes to `returnTo` (the player of the title the pay prompt was
 * opened for, which asks the server again) or else the dashboard. After a failure the subscriber stays, or goes
 * back to `backTo` (the page a card checkout was started on).
 * A call made while one is in flight is dropped (a doubled tap lands before the button is disabled).
 */
export function usePurchase(
  onDone: () => void,
  { returnTo = null, backTo = null }: { returnTo?: string | null; backTo?: string | null } = {},
) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(false);
  const inFlight = useRef(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const wait = useCallback(async (ms: number) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (!mounted.current) throw new Closed();
  }, []);

  const purchase = useCallback(
    async (
      request: PurchaseCall,
      context: OutcomeContext = { cancelled: false },
      intent?: PurchaseIntent,
    ) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      let result: PurchaseOutcome;
      try {
        const answer = await purchasePackage({
          ...request,
          subscriber_uid: user.user_id,
          subscription_type: 'one-off',
        });
        intent?.answered();
        result = answer.activated
          ? { kind: 'activated' }
          : await followPurchase(answer.purchase.reference, context, { getPurchase, wait, now: Date.now });
      } catch (error) {
        if (error instanceof Closed) {
          inFlight.current = false;
          return;
        }
        if (!(error instanceof NetworkError)) intent?.answered();
        result = purchaseFailureOf(error, context);
      }
      if (result.kind === 'failed' && result.message === 'payment.activationIncomplete' && request.tx_ref) {
        reportProvisioningError({
          transaction: request.tx_ref,
          username: user.msisdn ?? user.email ?? user.username,
          email: user.email,
          details: result.details,
        });
      }
      inFlight.current = false;
      if (!mounted.current) return;
      setBusy(false);
      setOutcome(result);
    },
    [user, wait],
  );

  const finish = useCallback(async () => {
    const ended = outcome;
    setOutcome(null);
    onDoneRef.current();
    if (ended?.kind === 'failed' && backTo) await navigate(backTo);
    if (ended?.kind !== 'activated' && ended?.kind !== 'pending') return;
    await queryClient.invalidateQueries({
      predicate: (query) => ['packages', 'catalog', 'live', 'player'].includes(String(query.queryKey[0])),
    });
    if (ended.kind !== 'activated') return;
    if (returnTo) {
      // A refused refetch still leads on: the player asks the server itself and prompts again if it must.
      await queryClient
        .fetchQuery(userPackagesQueryOptions(user.user_id, currentLanguage()))
        .catch(() => undefined);
    }
    await navigate(returnTo ?? paths.dashboard);
  }, [backTo, navigate, outcome, queryClient, returnTo, user.user_id]);

  useEffect(() => {
    if (!outcome || !closesByItself(outcome)) return;
    const timer = setTimeout(() => void finish(), TRANSACTION_FAILED_MS);
    return () => clearTimeout(timer);
  }, [finish, outcome]);

  return { outcome, busy, purchase, finish, fail: setOutcome };
}
