import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait for an answer (from the engine's thread, KaTeX, a lazy page), not for a
// clock: 1 s (the default) is a race on a busy machine. A wrong page still fails, later.
configure({ asyncUtilTimeout: 30_000 });

// Testing Library unmounts between tests only when globals are on; we keep globals off.
afterEach(() => cleanup());
