/**
 * The engine's visible state (idle, computing, failed) in a tiny store of its own, so the
 * footer and any view can show it with one hook, and the client can update it without React.
 */
import { createStore, useStore } from 'zustand';
import type { EngineStatus } from './client';

export const engineStatusStore = createStore<EngineStatus>(() => ({
  state: 'idle',
  detail: null,
  queued: 0,
}));

export function setEngineStatus(status: EngineStatus): void {
  const s = engineStatusStore.getState();
  if (s.state === status.state && s.detail === status.detail && s.queued === status.queued) return;
  engineStatusStore.setState(status, true);
}

export function useEngineStatus<T>(select: (s: EngineStatus) => T): T {
  return useStore(engineStatusStore, select);
}
