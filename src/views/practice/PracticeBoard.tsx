/**
 * The position a question is about, drawn read-only with the game's own board: the board
 * its manifest names (`practice.board`, loaded with the page's practice). Nothing here
 * computes, and nothing here names a game.
 */
import { Suspense } from 'react';
import { pages, type QuestionBoardProps } from '../../nav/pages';

export function PracticeBoard(props: QuestionBoardProps) {
  if (props.board.kind === 'none') return null;
  const kind = props.board.kind;
  const Board = pages().find((p) => p.id === kind)?.practice?.board;
  if (!Board) return null;
  return (
    <Suspense fallback={null}>
      <Board {...props} />
    </Suspense>
  );
}
