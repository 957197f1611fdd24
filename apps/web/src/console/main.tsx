import '../styles/global.css';
import './shell/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '../app/provider.tsx';
import { initConsoleI18n } from './lib/console-i18n.ts';
import { ConsoleRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('GLO-TV console: the #root element is missing');
const root = createRoot(container);

initConsoleI18n()
  .catch((error: unknown) => console.error(error))
  .then(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <ConsoleRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
