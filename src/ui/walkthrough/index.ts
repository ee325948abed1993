export { WalkthroughPlayer, type WalkthroughPlayerProps } from './WalkthroughPlayer';
export { useWalkthroughStep, type WalkthroughStep } from './useWalkthroughStep';
export { parseStepParam, formatStepParam, BASE_PARAM } from './stepParam';
export { framePages, type FramePages, type FramePage } from './framePages';
export { linkNotice } from './linkNotice';
export { useQuizSwitch } from './useYourTurn';
