import type { createSubscriberResponseSchema } from '@glotv/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export interface NewSubscriber {
  phone_number?: string;
  email?: string;
  password: string;
}

export type CreateSubscriberResponse = z.infer<typeof createSubscriberResponseSchema>;

/** Creates the subscriber after a valid OTP; answers with a sign-in ticket, or 'subscriber already exist'. */
export function createSubscriber(subscriber: NewSubscriber): Promise<CreateSubscriberResponse> {
  return api.post<CreateSubscriberResponse>('/cm/api/subscriber/', subscriber);
}

export function useCreateSubscriber() {
  return useMutation({ mutationFn: createSubscriber });
}
