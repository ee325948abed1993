/**
 * The first render of the app into its root, as a transition: React renders it in slices that
 * yield to the browser, so loading a page is never one long main-thread task. The root is
 * aria-busy (index.html) until the app is there, for screen readers and for the tests.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { installPrintFit } from '../ui/walkthrough/printFit';
import { App } from './App';

function Mounted({ element }: { element: HTMLElement }) {
  useEffect(() => element.removeAttribute('aria-busy'), [element]);
  return null;
}

export function mountApp(root: Root, element: HTMLElement): void {
  // The page's own print fits wide pictures to the sheet, as the handout does.
  installPrintFit();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <Mounted element={element} />
      </StrictMode>,
    ),
  );
}
