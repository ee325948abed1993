/** Calculator: the expression the user typed (plain form with +, -, :). */
import { isString, updateSlice, type SliceSpec } from '../slice';

export interface CalculatorSlice {
  expression: string;
}

export const calculatorSlice: SliceSpec<CalculatorSlice> = {
  defaults: () => ({ expression: '{1|0} + {0|*}' }),
  saved: { expression: (v) => isString(v) && (v as string).length <= 2000 },
};

export const setCalculatorExpression = (expression: string) => updateSlice('calculator', { expression });
