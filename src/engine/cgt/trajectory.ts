/**
 * Trajectories: continuous piecewise-linear functions x(t) of the temperature t ≥ −1, the walls
 * and scaffolds of thermographs. Exact: critical points and values are dyadics, slopes integers.
 *
 * The representation and the algorithms follow CGSuite's Trajectory.java (Siegel), so that our
 * thermographs, including the part below t = 0, are CGSuite's: `cps` are the critical points in
 * decreasing order (each strictly above −1); on the i-th segment (i = 0 is the top one, above
 * cps[0]; i = cps.length the bottom one, down to −1) x = slopes[i]·t + icpts[i].
 */
import { Dyadic } from '../arith/dyadic';

/** +∞ as a temperature (the artificial critical point above all real ones). */
export const INF = 'inf' as const;
export type Temp = Dyadic | typeof INF;

const MINUS_ONE = Dyadic.MINUS_ONE;

/** x / k for an integer k ≠ 0; throws when the quotient is not dyadic. */
function divInt(x: Dyadic, k: number): Dyadic {
  let d = BigInt(k);
  let shift = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    shift++;
  }
  if (d < 0n) {
    d = -d;
    x = x.neg();
  }
  if (x.num % d !== 0n)
    throw new RangeError(`a thermograph crossing at ${x.toString()}/${k} is not a dyadic rational`);
  return Dyadic.of(x.num / d, x.exp + shift);
}

/** The t where the lines s1·t + b1 and s2·t + b2 meet (s1 ≠ s2). */
function meet(s1: number, b1: Dyadic, s2: number, b2: Dyadic): Dyadic {
  return divInt(b2.sub(b1), s1 - s2);
}

const lineAt = (s: number, b: Dyadic, t: Dyadic) => (s === 0 ? b : b.add(t.mul(Dyadic.int(s))));

export class Trajectory {
  constructor(
    readonly cps: readonly Dyadic[],
    readonly slopes: readonly number[],
    readonly icpts: readonly Dyadic[],
  ) {}

  /** The vertical mast x = r. */
  static constant(r: Dyadic): Trajectory {
    return new Trajectory([], [0], [r]);
  }

  /** Index of the segment holding t (the upper one at a critical point). */
  private segmentAt(t: Dyadic): number {
    let i = 0;
    while (i < this.cps.length && t.lt(this.cps[i])) i++;
    return i;
  }

  valueAt(t: Dyadic): Dyadic {
    const i = this.segmentAt(t);
    return lineAt(this.slopes[i], this.icpts[i], t);
  }

  /** Sign of this(t) − other(t); at t = ∞ the top slopes decide, then the intercepts. */
  compareAt(other: Trajectory, t: Temp): number {
    if (t === INF)
      return this.slopes[0] !== other.slopes[0]
        ? Math.sign(this.slopes[0] - other.slopes[0])
        : this.icpts[0].cmp(other.icpts[0]);
    return this.valueAt(t).cmp(other.valueAt(t));
  }

  /** Sign of this(t) − v, with t possibly ∞. */
  private compareValueAt(t: Temp, v: Dyadic): number {
    if (t !== INF) return this.valueAt(t).cmp(v);
    return this.slopes[0] !== 0 ? Math.sign(this.slopes[0]) : this.icpts[0].cmp(v);
  }

  /** x(t) + r·t */
  tilt(r: number): Trajectory {
    return new Trajectory(
      this.cps,
      this.slopes.map((s) => s + r),
      this.icpts,
    );
  }

  translate(r: Dyadic): Trajectory {
    return new Trajectory(
      this.cps,
      this.slopes,
      this.icpts.map((b) => b.add(r)),
    );
  }

  /** The temperature where the top segment starts (−1 when there is no critical point). */
  topCritical(): Dyadic {
    return this.cps.length ? this.cps[0] : MINUS_ONE;
  }

  max(other: Trajectory): Trajectory {
    return this.minmax(other, true);
  }

  min(other: Trajectory): Trajectory {
    return this.minmax(other, false);
  }

  /** Pointwise max or min, scanning the critical points of both from the top down. */
  private minmax(t: Trajectory, max: boolean): Trajectory {
    const m = max ? -1 : 1; // dominance sign: < 0 means this one dominates
    const cps: Dyadic[] = [];
    const slopes: number[] = [];
    const icpts: Dyadic[] = [];
    let a = 0;
    let b = 0;
    let prev = m * Math.sign(this.slopes[0] - t.slopes[0]);
    if (prev === 0) prev = m * this.icpts[0].cmp(t.icpts[0]);
    for (;;) {
      let owner: number;
      let cp: Dyadic;
      if (a === this.cps.length && b === t.cps.length) {
        owner = 0;
        cp = MINUS_ONE;
      } else {
        owner = a === this.cps.length ? 1 : b === t.cps.length ? -1 : t.cps[b].cmp(this.cps[a]);
        cp = owner <= 0 ? this.cps[a] : t.cps[b];
      }
      const cur = m * this.valueAt(cp).cmp(t.valueAt(cp));
      if ((cur < 0 && prev > 0) || (cur > 0 && prev < 0)) {
        cps.push(meet(this.slopes[a], this.icpts[a], t.slopes[b], t.icpts[b]));
        slopes.push(prev < 0 ? this.slopes[a] : t.slopes[b]);
        icpts.push(prev < 0 ? this.icpts[a] : t.icpts[b]);
      }
      if (cp.eq(MINUS_ONE)) break;
      if (cur < 0 && owner <= 0) {
        cps.push(cp);
        slopes.push(this.slopes[a]);
        icpts.push(this.icpts[a]);
      } else if (cur > 0 && owner >= 0) {
        cps.push(cp);
        slopes.push(t.slopes[b]);
        icpts.push(t.icpts[b]);
      } else if (cur === 0) {
        // they meet at cp: a corner only if the dominant slope changes there
        const above = m * Math.sign(this.slopes[a] - t.slopes[b]);
        const slopeAbove = above < 0 ? this.slopes[a] : t.slopes[b];
        const thisBelow = owner <= 0 ? this.slopes[a + 1] : this.slopes[a];
        const tBelow = owner >= 0 ? t.slopes[b + 1] : t.slopes[b];
        const slopeBelow = max ? Math.min(thisBelow, tBelow) : Math.max(thisBelow, tBelow);
        if (slopeAbove !== slopeBelow) {
          cps.push(cp);
          slopes.push(slopeAbove);
          icpts.push(above < 0 ? this.icpts[a] : t.icpts[b]);
        }
      }
      if (owner <= 0) a++;
      if (owner >= 0) b++;
      prev = cur;
    }
    const last = this.slopes.length - 1;
    const tLast = t.slopes.length - 1;
    let tail = m * this.valueAt(MINUS_ONE).cmp(t.valueAt(MINUS_ONE));
    if (tail === 0) tail = m * Math.sign(this.slopes[last] - t.slopes[tLast]);
    slopes.push(tail < 0 ? this.slopes[last] : t.slopes[tLast]);
    icpts.push(tail < 0 ? this.icpts[last] : t.icpts[tLast]);
    return new Trajectory(cps, slopes, icpts);
  }

  /**
   * The thermograph with this trajectory as left scaffold and `right` as right scaffold
   * (Winning Ways ch. 6, generalised below t = 0 as in Berlekamp's "The Economist's View of
   * Combinatorial Games" and CGSuite's Trajectory.thermographicIntersection): where the left
   * scaffold is right of the right one (a "hill") the walls are the scaffolds; elsewhere (a
   * "cave") both walls are a mast, which a scaffold crossing it drags along.
   */
  thermographicIntersection(right: Trajectory): { left: Trajectory; right: Trajectory } {
    const L = new WallBuilder();
    const R = new WallBuilder();
    const ls = this.valueAt(MINUS_ONE);
    const rs = right.valueAt(MINUS_ONE);
    const baseCmp = ls.cmp(rs);
    let cave: Dyadic | null;
    if (
      baseCmp < 0 ||
      (baseCmp === 0 && this.slopes[this.slopes.length - 1] < right.slopes[right.slopes.length - 1])
    ) {
      // a cave at the base: its mast is 0 if 0 lies between the scaffolds, else the nearer scaffold
      cave = ls.sign() > 0 ? ls : rs.sign() < 0 ? rs : Dyadic.ZERO;
    } else cave = null;
    let a = this.cps.length - 1;
    let b = right.cps.length - 1;
    while (a >= -1 || b >= -1) {
      let owner: number;
      let cp: Temp;
      if (a === -1 && b === -1) {
        owner = 0;
        cp = INF;
      } else {
        owner = a === -1 ? 1 : b === -1 ? -1 : this.cps[a].cmp(right.cps[b]);
        cp = owner <= 0 ? this.cps[a] : right.cps[b];
      }
      const sL = this.slopes[a + 1];
      const bL = this.icpts[a + 1];
      const sR = right.slopes[b + 1];
      const bR = right.icpts[b + 1];
      const hill = this.compareAt(right, cp) >= 0;
      if (cave === null && !hill) {
        // leaving a hill: the walls follow the scaffolds to the crossing, then a cave mast
        const cross = meet(sL, bL, sR, bR);
        L.extend(cross, sL, bL);
        R.extend(cross, sR, bR);
        const xCross = lineAt(sL, bL, cross);
        let mastSlope: number;
        let mastIcpt: Dyadic;
        if (this.compareValueAt(cp, xCross) > 0) {
          mastSlope = sL;
          mastIcpt = bL;
          cave = cp === INF ? null : this.valueAt(cp);
        } else if (right.compareValueAt(cp, xCross) < 0) {
          mastSlope = sR;
          mastIcpt = bR;
          cave = cp === INF ? null : right.valueAt(cp);
        } else {
          mastSlope = 0;
          mastIcpt = xCross;
          cave = xCross;
        }
        L.extend(cp, mastSlope, mastIcpt);
        R.extend(cp, mastSlope, mastIcpt);
      } else if (cave !== null) {
        const c = cave;
        const leftCross = this.compareValueAt(cp, c) > 0 ? divInt(c.sub(bL), sL) : null;
        const rightCross = right.compareValueAt(cp, c) < 0 ? divInt(c.sub(bR), sR) : null;
        if (leftCross !== null && (rightCross === null || leftCross.le(rightCross))) {
          // the left scaffold crosses the cave mast first and drags it along
          L.extend(leftCross, 0, c);
          R.extend(leftCross, 0, c);
          L.extend(cp, sL, bL);
          let rightTop: Temp;
          if (hill) rightTop = meet(sL, bL, sR, bR);
          else {
            rightTop = cp;
            cave = cp === INF ? null : this.valueAt(cp);
          }
          R.extend(rightTop, sL, bL);
        } else if (rightCross !== null) {
          L.extend(rightCross, 0, c);
          R.extend(rightCross, 0, c);
          R.extend(cp, sR, bR);
          let leftTop: Temp;
          if (hill) leftTop = meet(sL, bL, sR, bR);
          else {
            leftTop = cp;
            cave = cp === INF ? null : right.valueAt(cp);
          }
          L.extend(leftTop, sR, bR);
        } else {
          L.extend(cp, 0, c);
          R.extend(cp, 0, c);
        }
      }
      if (hill) {
        if (owner <= 0) L.extend(cp, sL, bL);
        if (owner >= 0) R.extend(cp, sR, bR);
        cave = null;
      }
      if (owner <= 0) a--;
      if (owner >= 0) b--;
    }
    return { left: L.build(), right: R.build() };
  }

  /** Breakpoints [t, x] from t = −1 up to the top critical point (above it: the top segment). */
  points(): [Dyadic, Dyadic][] {
    const out: [Dyadic, Dyadic][] = [[MINUS_ONE, this.valueAt(MINUS_ONE)]];
    for (let i = this.cps.length - 1; i >= 0; i--) out.push([this.cps[i], this.valueAt(this.cps[i])]);
    return out;
  }

  /** CGSuite's printed form: "mast,[critical points],[slopes]" (for comparing with its tests). */
  toCgsuite(): string {
    const mast = this.cps.length ? this.valueAt(this.cps[0]) : this.icpts[0];
    return `${mast},[${this.cps.join(',')}],[${this.slopes.join(',')}]`;
  }
}

/** Builds a trajectory bottom-up from segments "slope s, intercept b, up to t" (as CGSuite's extendTrajectory). */
export class WallBuilder {
  private readonly cps: Temp[] = [];
  private readonly slopes: number[] = [];
  private readonly icpts: Dyadic[] = [];

  extend(top: Temp, slope: number, icpt: Dyadic): void {
    const n = this.cps.length;
    if (top !== INF && top.eq(MINUS_ONE)) return;
    if (n > 0 && sameTemp(top, this.cps[n - 1])) return;
    if (n > 0 && slope === this.slopes[n - 1]) this.cps[n - 1] = top;
    else {
      this.cps.push(top);
      this.slopes.push(slope);
      this.icpts.push(icpt);
    }
  }

  build(): Trajectory {
    // the last critical point is the artificial ∞
    const cps = this.cps.slice(0, -1).reverse() as Dyadic[];
    return new Trajectory(cps, this.slopes.slice().reverse(), this.icpts.slice().reverse());
  }
}

function sameTemp(a: Temp, b: Temp): boolean {
  return a === INF || b === INF ? a === b : a.eq(b);
}
