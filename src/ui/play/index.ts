export { BoardToolbar, type BoardMode, type BoardToolbarProps } from './BoardToolbar';
export {
  ComputerMovesSelect,
  MistakesSlider,
  PlayersFieldset,
  type Opponent,
  type PlayersFieldsetProps,
} from './PlayersFieldset';
export { PreviewButton, type PreviewButtonProps } from './PreviewButton';
export { clickToPlay, WinningMoves, type WinningMovesProps } from './WinningMoves';
export {
  COMPUTER_DELAY_MS,
  computerRequest,
  moveSeed,
  useComputerTurn,
  type ComputerTurn,
} from './useComputerTurn';
export { usePlay } from './usePlay';
