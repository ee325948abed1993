/**
 * A hash map from pairs of game ids (each < 2^31) to bytes (0..255), with open addressing in
 * typed arrays: the comparison memo's answers are one bit, and a byte instead of an Int32 cuts a
 * quarter of its memory (most of a 100,000-heap Golden Nugget table's). The memo tables of comparison and addition are hit millions of
 * times on Golden Nugget heaps; a Map keyed by g·2^22 + h (a double, not a small integer) is
 * several times slower and larger.
 */
export class PairMap {
  private keysA: Int32Array;
  private keysB: Int32Array;
  private values: Uint8Array;
  private mask: number;
  private count = 0;

  constructor(capacityPowerOfTwo = 1 << 12) {
    this.keysA = new Int32Array(capacityPowerOfTwo).fill(-1);
    this.keysB = new Int32Array(capacityPowerOfTwo);
    this.values = new Uint8Array(capacityPowerOfTwo);
    this.mask = capacityPowerOfTwo - 1;
  }

  get size(): number {
    return this.count;
  }

  private slot(a: number, b: number): number {
    // multiplicative hashing of both halves; Math.imul keeps it in 32 bits
    return (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b)) >>> 0;
  }

  /** The value stored for (a, b), or −1. */
  get(a: number, b: number): number {
    const keysA = this.keysA;
    let i = this.slot(a, b) & this.mask;
    for (;;) {
      const k = keysA[i];
      if (k === -1) return -1;
      if (k === a && this.keysB[i] === b) return this.values[i];
      i = (i + 1) & this.mask;
    }
  }

  set(a: number, b: number, value: number): void {
    // grow at 3/4 full: long Golden Nugget tables fill the comparison memo with millions of
    // pairs, and at 1/2 its doubling alone pushed 100,000 heaps past 400 MB
    if ((this.count + 1) * 4 > this.keysA.length * 3) this.grow();
    let i = this.slot(a, b) & this.mask;
    for (;;) {
      const k = this.keysA[i];
      if (k === -1) {
        this.keysA[i] = a;
        this.keysB[i] = b;
        this.values[i] = value;
        this.count++;
        return;
      }
      if (k === a && this.keysB[i] === b) {
        this.values[i] = value;
        return;
      }
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const oldA = this.keysA;
    const oldB = this.keysB;
    const oldV = this.values;
    const size = oldA.length * 2;
    if (size > 1 << 30) throw new RangeError('a memo table of the game store is full');
    this.keysA = new Int32Array(size).fill(-1);
    this.keysB = new Int32Array(size);
    this.values = new Uint8Array(size);
    this.mask = size - 1;
    this.count = 0;
    for (let i = 0; i < oldA.length; i++) if (oldA[i] !== -1) this.set(oldA[i], oldB[i], oldV[i]);
  }
}
