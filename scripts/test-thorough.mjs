// npm run test:thorough: vitest with ten times fast-check's default run count (FC_RUNS, read by
// src/test/fastCheckSeed.ts) for every property that does not set its own. Arguments go to vitest.
import { run } from './run.mjs';

run('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  env: { ...process.env, FC_RUNS: process.env.FC_RUNS ?? '1000' },
});
