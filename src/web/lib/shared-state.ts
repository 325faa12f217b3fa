// A value several screens show (the session, the connection badge, live counts, the path): read it, change it, and
// re-render each component that uses it. One small piece instead of a listener set written out in each module.
import { useEffect, useState } from "preact/hooks";

export interface SharedState<T> {
  get(): T;
  set(next: T): void;
  /** Merge a patch into an object value. */
  patch(patch: Partial<T>): void;
  /** The value in a component, re-rendered on every change. */
  use(): T;
}

export function sharedState<T>(initial: T): SharedState<T> {
  let value = initial;
  const listeners = new Set<(v: T) => void>();
  const set = (next: T): void => {
    value = next;
    for (const l of [...listeners]) l(value);
  };
  return {
    get: () => value,
    set,
    patch: (patch) => set({ ...value, ...patch }),
    use() {
      const [v, setV] = useState(value);
      useEffect(() => {
        listeners.add(setV);
        setV(value);
        return () => void listeners.delete(setV);
      }, []);
      return v;
    },
  };
}
