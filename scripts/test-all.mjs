// npm test: every test layer, in order: type check, vitest (engine + components), e2e.
import { run } from './run.mjs';

run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('npx', ['tsc', '-p', 'src/engine/tsconfig.json', '--noEmit']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
