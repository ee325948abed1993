/// <reference types="node" />
/**
 * The engine contract over JSON lines: one request per line on stdin, one response per
 * line on stdout, in order; a bad line gets an error response and the next line is read.
 * Usage: npm run engine --silent < requests.jsonl
 */
import { createInterface } from 'node:readline';
import { analyzeLine } from './api';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (line.trim() === '') return;
  process.stdout.write(analyzeLine(line) + '\n');
});
