/**
 * Starts the service worker once the page has loaded and the browser is idle, from a chunk of its own: the
 * landing's first load stays as it was (decision record 039). Not under the `vite` dev server, which serves no
 * worker.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.hot) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    idle(() => {
      void import('./register-service-worker.ts').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      );
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
