import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Options searched as the user types, first with no text: only the latest search's answer is
 * kept, since an older, slower one may come after it. `find` must keep its identity (a module's function).
 */
export function useLatestSearch<T>(find: (text: string) => Promise<T[]>) {
  const [found, setFound] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const search = useCallback(
    (text: string) => {
      const call = ++latest.current;
      setLoading(true);
      find(text)
        .then((rows) => call === latest.current && setFound(rows))
        .catch(() => undefined)
        .finally(() => call === latest.current && setLoading(false));
    },
    [find],
  );
  useEffect(() => search(''), [search]);
  return { found, loading, search };
}
