import './ui/theme.css';
import './ui/common.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installKeyDispatcher } from './app/commands';
import { syncRootClasses } from './app/rootClasses';
import { registerServiceWorker } from './pwa/updateState';

// Before the first render: the saved presentation mode styles the page from the start.
syncRootClasses();
installKeyDispatcher();
// Offline use: the production build only; in dev a cache would serve stale modules.
if (import.meta.env.PROD) registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
