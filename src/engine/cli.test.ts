/** The CLI (npm run engine): one JSON answer per non-empty line, in order, carrying on after bad lines. One spawn. */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function runCli(input: string): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/engine/cli.ts'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, code }));
    child.stdin.end(input);
  });
}

describe('cli', () => {
  it('answers each non-empty line in order and keeps going after bad ones', async () => {
    const input = [
      '{"game":"numbers","op":"ordinalSum","base":"1/2","exponent":"1/2","derivation":false}',
      '{oops',
      '',
      '   ',
      '{"game":"chess","op":"value"}',
      '{"game":"numbers","op":"ordinalSum","base":"1/x","exponent":"1"}',
      '[1,2,3]',
      '{"game":"numbers","op":"signExpansion","number":"-11/16","derivation":false}',
    ].join('\n');
    const { stdout, code } = await runCli(input + '\n');
    expect(code).toBe(0);
    const out = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(6);
    expect(out[0]).toMatchObject({ ok: true, value: '5/8' });
    expect(out[1]).toMatchObject({ ok: false, error: { code: 'bad_json' } });
    expect(out[2]).toMatchObject({ ok: false, error: { code: 'unknown_game' } });
    expect(out[3]).toMatchObject({ ok: false, error: { code: 'bad_field', field: 'base', at: 2 } });
    expect(out[4]).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(out[5]).toMatchObject({ ok: true, signs: '-+-+-' });
  });
});
