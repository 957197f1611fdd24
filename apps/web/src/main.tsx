import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  firstViewElementId,
  readDashboardFirstView,
  seedDashboardFirstView,
} from './app/first-view/dashboard-first-view.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { startServiceWorkerWhenIdle } from './features/pwa/start-service-worker.ts';
import { currentLanguage, initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('GLO-TV: the #root element is missing from index.html');
const root = createRoot(container);
// The dashboard's first view, when the server rendered one: its answers save the app asking again, and its
// markup stays until the app's page replaces it (see RootLayout).
const firstView = readDashboardFirstView(document);

function render(): void {
  // Rendered in another language than this browser's choice (a choice the server had not heard of yet):
  // the app's own page is better than a moment of the wrong language.
  if (firstView && firstView.language !== currentLanguage())
    document.getElementById(firstViewElementId)?.remove();
  root.render(
    <StrictMode>
      <AppProvider seed={firstView ? (client) => seedDashboardFirstView(client, firstView) : undefined}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

// The English catalog is bundled, so a failure here can only concern Portuguese: render anyway.
initI18n()
  .catch((error: unknown) => console.error(error))
  .then(render);

startServiceWorkerWhenIdle();
