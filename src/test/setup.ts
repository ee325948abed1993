import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts between tests only when globals are on; we keep globals off.
afterEach(() => cleanup());
