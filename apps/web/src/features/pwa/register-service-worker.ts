import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdatePrompt } from './components/update-prompt.tsx';

/**
 * Registers the service worker (`worker/service-worker.ts`, built to /play/service-worker.js) and, when a new version of it
 * is installed and waiting, shows the update prompt. "Reload" tells the waiting worker to take over; the page
 * reloads once it controls the page, so that the new scripts run under the new worker.
 */
export function registerServiceWorker(): void {
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}service-worker.js`, { scope: base });
  let prompt: HTMLElement | undefined;
  workbox.addEventListener('waiting', () => {
    if (prompt) return;
    prompt = document.body.appendChild(document.createElement('div'));
    const reload = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    createRoot(prompt).render(createElement(UpdatePrompt, { onReload: reload }));
  });
  workbox
    .register()
    .catch((error: unknown) => console.warn('GLO-TV: the service worker did not register', error));
}
