import type { RouteObject } from 'react-router';

/** The development build's pages, relative to the `/play` base; a production build falls to the landing. */
export const developmentPaths = {
  testPayment: '/testflutterwave',
} as const;

/** Signed-in pages of the development build only; the server has their routes only outside production. */
export const developmentRoutes: RouteObject[] = [
  {
    path: developmentPaths.testPayment,
    lazy: () =>
      import('../features/packages/components/test-payment-page.tsx').then((m) => ({
        Component: m.TestPaymentPage,
      })),
  },
];
