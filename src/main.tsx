import './ui/theme.css';
import './ui/common.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installKeyDispatcher } from './app/commands';
import { syncRootClasses } from './app/rootClasses';

// Before the first render: the saved presentation mode styles the page from the start.
syncRootClasses();
installKeyDispatcher();

// A transition, so React renders the first page in slices that yield to the browser (a plain
// first render is one task however large the page is).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
