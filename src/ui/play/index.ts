export { BoardToolbar } from './BoardToolbar';
export { MoveList, type MoveListProps } from './MoveList';
export {
  editAction,
  hintsAction,
  PLAY_ACTIONS,
  playCommands,
  redoAction,
  restartAction,
  takeBackAction,
  type BoardMode,
  type PlayAction,
  type PlayControls,
} from './playActions';
export { playerName, sideName, type Players, type PlayStatus } from './playerNames';
export { PlayersControls, type PlayersControlsProps } from './PlayersControls';
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
export { usePlayShell, type PlayShell, type PlayShellOptions } from './usePlayShell';
