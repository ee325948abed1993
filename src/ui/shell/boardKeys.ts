/**
 * How to play on a board by keyboard, for the `?` list. The boards take these keys themselves
 * while one of their coins or squares has the focus (ui/board/CoinRow, Sliding's StrapBoard,
 * Golden Nugget's HeapBoard), so they are not commands; this list says what those do.
 */
export interface BoardKey {
  keys: readonly string[];
  label: string;
}

export const BOARD_KEYS: readonly BoardKey[] = [
  { keys: ['Tab'], label: 'Go to a board' },
  {
    keys: ['ArrowLeft', 'ArrowRight'],
    label: 'Move between its coins or squares (↑ ↓ too on Golden Nugget’s heaps and the tables)',
  },
  { keys: ['Home', 'End'], label: 'The first or last coin or square' },
  {
    keys: ['Enter', ' '],
    label:
      'Choose a coin, then the square or coin it plays with: the move is made (on a Golden Nugget heap, one press takes)',
  },
  { keys: ['Escape'], label: 'Drop the chosen coin' },
];
