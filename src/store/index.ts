/** Import the store and every slice's actions from here (so the store exists before any action runs). */
export {
  useStore,
  resetSlice,
  dismissStorageProblem,
  isSliceKey,
  createAppStore,
  type AppState,
  type SliceKey,
  type BoardKey,
} from './store';
export * from './slices/settings';
export * from './slices/numbers';
export * from './slices/calculator';
export * from './slices/flipping';
export * from './slices/sliding';
export * from './slices/goldennugget';
export * from './slices/subtraction';
export * from './slices/ruler';
export * from './slices/oskar';
export * from './slices/practice';
export { useUrlSync, type UrlCodec, type UrlSync } from './urlSync';
