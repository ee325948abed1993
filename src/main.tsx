import './ui/theme.css';
import './ui/common.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installKeyDispatcher } from './app/commands';
import { syncRootClasses } from './app/rootClasses';

// Before the first render: the saved presentation mode styles the page from the start.
syncRootClasses();
installKeyDispatcher();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
