import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { MANIFESTS } from '../app/manifests';
import { registerPages } from '../nav/pages';

// findBy/waitFor wait for an answer (from the engine's thread, KaTeX, a lazy page), not for a
// clock: 1 s (the default) is a race on a busy machine. A wrong page still fails, later.
// Tests set no timeouts of their own (src/test/noLocalTimeouts.test.ts).
configure({ asyncUtilTimeout: 60_000 });

// Testing Library unmounts between tests only when globals are on; we keep globals off.
afterEach(() => cleanup());

// The pages the app registers at start (app/App.tsx), for components rendered without it.
registerPages(MANIFESTS);
