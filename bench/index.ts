/**
 * npm run bench [area ...]: engine benchmarks in Node, printed as one table.
 * Areas: numbers, cgsuite (side by side with CGSuite's Java core), cgt, flipping,
 * flippingvariants, ruler, oskar, goldennugget, subtraction, cli (default: all).
 */
import { printTable, type BenchRow } from './harness';
import { numbersBench } from './numbers';
import { cgtBench } from './cgt';
import { cgsuiteBench } from './cgsuite';
import { flippingBench } from './flipping';
import { flippingVariantsBench } from './flippingVariants';
import { rulerBench } from './ruler';
import { oskarBench } from './oskar';
import { goldenNuggetBench } from './goldennugget';
import { subtractionBench } from './subtraction';
import { cliBench } from './cli';

const AREAS: Record<string, () => BenchRow[]> = {
  numbers: numbersBench,
  cgsuite: cgsuiteBench,
  cgt: cgtBench,
  flipping: flippingBench,
  flippingvariants: flippingVariantsBench,
  ruler: rulerBench,
  oskar: oskarBench,
  goldennugget: goldenNuggetBench,
  subtraction: subtractionBench,
  cli: cliBench,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((a) => !(a in AREAS));
if (unknown.length) {
  console.error(`unknown bench area: ${unknown.join(', ')}; known: ${Object.keys(AREAS).join(', ')}`);
  process.exit(2);
}
const rows: BenchRow[] = [];
for (const area of wanted.length ? wanted : Object.keys(AREAS)) {
  console.error(`running ${area}...`);
  rows.push(...AREAS[area]());
}
printTable(rows);
