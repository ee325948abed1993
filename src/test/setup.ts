import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { MANIFESTS } from '../app/manifests';
import { registerPages } from '../nav/pages';

// Testing Library unmounts between tests only when globals are on; we keep globals off.
afterEach(() => cleanup());

// The pages the app registers at start (app/App.tsx), for components rendered without it.
registerPages(MANIFESTS);
