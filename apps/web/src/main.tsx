import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('GLO-TV: the #root element is missing from index.html');
const root = createRoot(container);

function render(): void {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

// The English catalog is bundled, so a failure here can only concern Portuguese: render anyway.
initI18n()
  .catch((error: unknown) => console.error(error))
  .then(render);
