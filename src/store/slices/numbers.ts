/** Numbers: the ordinal sum x:y the user typed (dyadic numbers as "p/q"). */
import { isString, updateSlice, type SliceSpec } from '../slice';

export interface NumbersSlice {
  base: string;
  exponent: string;
}

const isShortString = (v: unknown) => isString(v) && (v as string).length <= 200;

export const numbersSlice: SliceSpec<NumbersSlice> = {
  defaults: () => ({ base: '1/2', exponent: '1/2' }),
  saved: { base: isShortString, exponent: isShortString },
};

export const setOrdinalSum = (base: string, exponent: string) => updateSlice('numbers', { base, exponent });
