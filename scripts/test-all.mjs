// npm test: every test layer, in order: format and lint, type check, vitest (engine +
// components), e2e.
import { run } from './run.mjs';

run('npx', ['prettier', '--check', '--log-level', 'warn', '.']);
run('npx', ['eslint', '--max-warnings', '0', '.']);
// One incremental type check of both configs (the app's, and the engine's without DOM types);
// its build info is kept in node_modules/.cache/tsc, so a second run checks only what changed.
run('npx', ['tsc', '-b', 'tsconfig.json', 'src/engine/tsconfig.json']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
