/// <reference types="node" />
/**
 * The engine contract over JSON lines: one request per line on stdin, one response per
 * line on stdout, in order; a bad line gets an error response and the next line is read.
 * Usage: node scripts/engine.mjs < requests.jsonl   (or npm run engine --silent < ...)
 *        node scripts/engine.mjs --list            (every game and its ops, as JSON)
 */
import { createInterface } from 'node:readline';
import { analyzeLine, listOps } from './api';

if (process.argv.includes('--list')) {
  process.stdout.write(JSON.stringify(listOps()) + '\n');
  process.exit(0);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  process.stdout.write(analyzeLine(line) + '\n');
});
