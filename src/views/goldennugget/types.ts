/** The engine's answer to {"game":"goldennugget","op":"table"} (types only). */
export interface HeapRow {
  size: number;
  set: 'A' | 'B' | 'none';
  zeckendorf: string;
  even: [number, number][];
  canonicalShort: string | null;
  pretty: string | null;
  canonicalLength: number | string;
  reduced: string | null;
  reducedPretty: string | null;
  reducedTex: string | null;
  isNumber: boolean;
  leftStop: string;
  rightStop: string;
  outcome: 'L' | 'R' | 'N' | 'P';
  birthday: number;
}

export interface HeapTableAnswer {
  from: number;
  to: number;
  rows: HeapRow[];
}
