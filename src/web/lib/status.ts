// Connection state and the number of queued writes, for the "offline, n changes waiting" badge.
import { useEffect, useState } from "preact/hooks";

interface Status {
  online: boolean;
  waiting: number;
}

let state: Status = { online: typeof navigator === "undefined" ? true : navigator.onLine, waiting: 0 };
const listeners = new Set<(s: Status) => void>();

export function setStatus(patch: Partial<Status>): void {
  const next = { ...state, ...patch };
  if (next.online === state.online && next.waiting === state.waiting) return;
  state = next;
  for (const l of [...listeners]) l(state);
}

export function getStatus(): Status {
  return state;
}

export function useStatus(): Status {
  const [s, setS] = useState(state);
  useEffect(() => {
    listeners.add(setS);
    setS(state);
    return () => void listeners.delete(setS);
  }, []);
  return s;
}
