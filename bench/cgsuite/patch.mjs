// Makes CGSuite's Java core compile without its Scala and UI parts (bench/cgsuite/README.md):
// drops the output/plot methods, the uptimal-expansion section and the Player-typed wall(),
// and two calls into Scala's BigInt. Usage: node patch.mjs <dir holding the three .java files>
import { readFileSync, writeFileSync } from 'node:fs';

const dir = process.argv[2];

/** Remove each method whose header line matches re (through its closing brace). */
function dropMethods(text, re) {
  const lines = text.split('\n');
  const out = [];
  for (let k = 0; k < lines.length;) {
    if (!re.test(lines[k])) {
      out.push(lines[k++]);
      continue;
    }
    if (out.length && out[out.length - 1].trim() === '@Override') out.pop();
    let depth = 0;
    let started = false;
    for (;;) {
      const l = lines[k++];
      depth += (l.match(/\{/g) ?? []).length - (l.match(/\}/g) ?? []).length;
      if (l.includes('{')) started = true;
      if (started && depth === 0) break;
    }
  }
  return out.join('\n');
}

const edit = (name, fn) => writeFileSync(`${dir}/${name}`, fn(readFileSync(`${dir}/${name}`, 'utf8')));

for (const name of ['Thermograph.java', 'Trajectory.java'])
  edit(name, (s) =>
    dropMethods(
      s
        .replace(/^import (org\.cgsuite\.output\.\w+|java\.awt\.\*);$/gm, '')
        .replace(/\bimplements OutputTarget\s*,\s*/, 'implements ')
        .replace(/\bimplements OutputTarget\b/, ''),
      /(StyledTextOutput|PlotOutput) \w+\(|public Trajectory wall\(Player/,
    ),
  );
edit('CanonicalShortGameOps.java', (s) =>
  dropMethods(
    s
      .replace('new scala.math.BigInt(n)', 'n')
      .replace('.bigIntValue().bigInteger()', '.bigIntValue()')
      .replace(/^.*UPTIMAL_MAP\b.*;$/gm, ''),
    /^\s*(public |private |static )+.*\b(uptimalExpansion2?|isValidUptimalExpansion|constructUptimal)\(/,
  ),
);
