// npm test: every test layer, in order: format and lint, type check, vitest (engine +
// components), e2e.
import { run } from './run.mjs';

run('npx', ['prettier', '--check', '--log-level', 'warn', '.']);
run('npx', ['eslint', '--max-warnings', '0', '.']);
run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('npx', ['tsc', '-p', 'src/engine/tsconfig.json', '--noEmit']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
