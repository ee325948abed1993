/** The set in the URL: "#/subtraction?set=mod:5:1,3", read with the engine's own parser. */
import { parseSetText, type UrlCodec } from '../../store';

export const setCodec: UrlCodec<string> = { param: 'set', parse: parseSetText, make: (s) => s };
