import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './groupDigits';

describe('groupDigits', () => {
  it('writes what toLocaleString("en") writes, for whole numbers, halves and negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), fc.boolean(), (k, half) => {
        const n = half ? k / 2 : k;
        expect(groupDigits(n)).toBe(n.toLocaleString('en'));
      }),
    );
    for (const n of [0, 7, 999, 1000, 12345, 1234567.5, -1000, 0.125, 2.5, -0.5])
      expect(groupDigits(n)).toBe(n.toLocaleString('en'));
  });

  it('groups integers of any size given as bigint or decimal text', () => {
    expect(groupDigits(2n ** 70n)).toBe('1,180,591,620,717,411,303,424');
    expect(groupDigits('-1180591620717411303424')).toBe('-1,180,591,620,717,411,303,424');
  });

  // The engine's own calls are in error messages and run in the worker: only the page's code is held to this.
  it('is used instead of toLocaleString and Intl in the page’s code (their first call costs a long task)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
          /\.tsx?$/.test(name) &&
          !/\.test\.tsx?$/.test(name) &&
          /toLocale\w*String\(|\bIntl\./.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path);
      }
    };
    for (const dir of ['app', 'store', 'ui', 'views']) walk(join(__dirname, '..', '..', dir));
    expect(offenders.filter((p) => !p.endsWith('groupDigits.ts'))).toEqual([]);
  });
});
