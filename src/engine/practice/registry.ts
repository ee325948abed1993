/** Every game's exercise kinds, in the order the page offers them. */
import { flippingExercises } from '../games/flipping/exercises';
import { goldenNuggetExercises } from '../games/goldennugget/exercises';
import { oskarExercises } from '../games/oskar/exercises';
import { rulerExercises } from '../games/ruler/exercises';
import { slidingExercises } from '../games/sliding/exercises';
import { numbersExercises } from './numbersExercises';
import type { AnyKind, PracticeGame } from './types';

export const KINDS: Record<PracticeGame, readonly AnyKind[]> = {
  flipping: flippingExercises,
  sliding: slidingExercises,
  goldennugget: goldenNuggetExercises,
  ruler: rulerExercises,
  oskar: oskarExercises,
  numbers: numbersExercises,
};
