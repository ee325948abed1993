/**
 * The thermograph of a number in closed form, the same walls the general construction
 * (thermograph.ts) gives, in time linear in the length of its denominator times its size
 * rather than walking all its followers. For x = m/2^k (k ≥ 1) with options x^L = x − 2^−k and
 * x^R = x + 2^−k (born earlier, so with shorter denominators 2^kL, 2^kR), below its
 * temperature −2^−k the walls are the scaffolds:
 *   LW_x(t) = RW_{x^L}(t) − t,  which is x^L − t for t ≥ −2^−kL, and LW_{x^LR}(t) below it
 *            (RW_{x^L} is itself LW_{x^LR} + t there, x^LR = x^L + 2^−kL);
 *   RW_x(t) = LW_{x^R}(t) + t,  which is x^R + t for t ≥ −2^−kR, and RW_{x^RL}(t) below it.
 * So each wall is built bottom-up along the chain x, x^LR, x^LRLR, … (or x^RL, …), one
 * sloped segment and one piece of mast per step. The tests check it against the general
 * construction on every number with a small denominator and on random long ones.
 */
import { Dyadic } from '../arith/dyadic';
import { INF, Trajectory, WallBuilder } from './trajectory';

/** 2^−k as a negative temperature: −1/2^k. */
const foot = (k: number) => Dyadic.of(-1, k);

/** Left wall (left = true) or right wall of the number x. */
function numberWall(x: Dyadic, left: boolean): Trajectory {
  if (x.isInteger()) return Trajectory.constant(x);
  const sign = left ? -1n : 1n;
  // the chain of numbers whose walls nest: each step's option y and its exponent
  const steps: { x: Dyadic; option: Dyadic }[] = [];
  let y = x;
  for (;;) {
    const option = Dyadic.of(y.num + sign, y.exp); // x^L (left) or x^R (right)
    steps.push({ x: y, option });
    if (option.isInteger()) break;
    y = Dyadic.of(option.num - sign, option.exp); // x^LR or x^RL
  }
  const w = new WallBuilder();
  for (let i = steps.length - 1; i >= 0; i--) {
    const { x: xi, option } = steps[i];
    // below −2^−kL the wall is the inner one, whose mast (at the inner number) was built last
    if (i < steps.length - 1) w.extend(foot(option.exp), 0, steps[i + 1].x);
    w.extend(foot(xi.exp), left ? -1 : 1, option);
  }
  w.extend(INF, 0, x);
  return w.build();
}

export function numberThermograph(x: Dyadic): { left: Trajectory; right: Trajectory } {
  return { left: numberWall(x, true), right: numberWall(x, false) };
}
