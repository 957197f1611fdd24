import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data costs the user money: no refetch just because the tab regained focus.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** `seed` fills the new query cache before anything renders (the answers the server put into the page). */
export function AppProvider({
  children,
  seed,
}: {
  children: ReactNode;
  seed?: ((client: QueryClient) => void) | undefined;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seed?.(client);
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
