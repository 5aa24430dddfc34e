import { useCallback, useEffect, useRef, useState } from 'react';

interface PollState<T> {
  /** what was loaded, and for which key: a change of key hides the previous key's data */
  key?: string;
  data?: T;
  error?: unknown;
  loading: boolean;
  updatedAt?: Date;
}

export interface Polled<T> {
  data?: T;
  /** the last failure, cleared by the next success; data stays shown meanwhile (a wall screen keeps its queue) */
  error?: unknown;
  loading: boolean;
  updatedAt?: Date;
  reload: () => void;
}

/**
 * Loads now and again every `intervalMs` while `key` stays the same (null: nothing to load). The
 * loader may change each render; the one of the latest render is called.
 */
export function usePolling<T>(key: string | null, load: () => Promise<T>, intervalMs: number): Polled<T> {
  const [state, setState] = useState<PollState<T>>({ loading: key !== null });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    const run = async () => {
      setState((s) => ({ ...s, loading: true }));
      try {
        const data = await loader.current();
        if (alive) setState({ key, data, loading: false, updatedAt: new Date() });
      } catch (error) {
        if (alive) setState((s) => ({ ...s, error, loading: false }));
      }
    };
    void run();
    const timer = intervalMs > 0 ? window.setInterval(() => void run(), intervalMs) : undefined;
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [key, intervalMs, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: state.error, loading: state.loading, updatedAt: current ? state.updatedAt : undefined, reload };
}

export const errorText = (error: unknown): string | undefined => (error instanceof Error ? error.message : error ? String(error) : undefined);

/** hh:mm:ss of a moment, as the "updated at" line shows it. */
export const clockOf = (date: Date) => [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
