/**
 * The CGSuite peer column of the bench (issue 24): CGSuite's own Java core, built by
 * bench/cgsuite/build.sh, timed on the same inputs in a child JVM. The classes are looked for in
 * $CGSUITE_PEER, else bench/cgsuite/build; without them the column stays empty.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function peerClasses(): string | null {
  const dir = process.env.CGSUITE_PEER ?? join(dirname(fileURLToPath(import.meta.url)), 'cgsuite', 'build');
  return existsSync(join(dir, 'org', 'cgsuite', 'core', 'CgsuitePeer.class')) ? dir : null;
}

export interface PeerAnswer {
  /** wall time */
  ms: number;
  /** CPU time (CGSuite: its working thread's; ours: the whole process's, so never flattering us) */
  cpuMs: number;
  answer: string;
}

/**
 * Each job ("hot" or "rcf", and a sum of plain forms joined by " + ") timed by CGSuite, in
 * order, in one JVM (so its caches carry over from job to job, as ours do); null without a build.
 */
export function runPeer(jobs: { op: 'hot' | 'rcf'; expression: string }[]): PeerAnswer[] | null {
  const dir = peerClasses();
  if (!dir) return null;
  const r = spawnSync('java', ['-Xss512m', '-cp', dir, 'org.cgsuite.core.CgsuitePeer'], {
    input: jobs.map((j) => `${j.op}\t${j.expression}\n`).join(''),
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) {
    console.error(`CGSuite peer failed: ${r.error?.message ?? r.stderr}`);
    return null;
  }
  return r.stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [ms, cpuMs, answer] = line.split('\t');
      return { ms: Number(ms), cpuMs: Number(cpuMs), answer };
    });
}
