export { WalkthroughPlayer, type WalkthroughPlayerProps } from './WalkthroughPlayer';
export { useWalkthroughStep, type WalkthroughStep } from './useWalkthroughStep';
export { parseStepParam, formatStepParam } from './stepParam';
