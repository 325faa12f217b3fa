// Connection state and the number of queued writes, for the "offline, n changes waiting" badge.
import { sharedState } from "./shared-state";

interface Status {
  online: boolean;
  waiting: number;
}

const status = sharedState<Status>({ online: typeof navigator === "undefined" ? true : navigator.onLine, waiting: 0 });

export function setStatus(patch: Partial<Status>): void {
  const state = status.get();
  const next = { ...state, ...patch };
  if (next.online === state.online && next.waiting === state.waiting) return;
  status.set(next);
}

export const getStatus = status.get;
export const useStatus = status.use;
