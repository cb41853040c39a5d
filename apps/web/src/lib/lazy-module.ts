import { useEffect, useState } from "react";

/**
 * A module a page needs only after its first paint, loaded once on first use: `use()` answers it
 * once loaded and undefined until then (the component shows a placeholder), re-rendering when it
 * arrives. A failed download is asked for again by the next reader.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const use = (): T | undefined => {
    const [value, setValue] = useState(() => loaded);
    useEffect(() => {
      if (value !== undefined) return;
      let current = true;
      get().then(
        (arrived) => {
          if (current) setValue(() => arrived);
        },
        () => {},
      );
      return () => {
        current = false;
      };
    }, [value]);
    return value;
  };
  return { load: get, use };
}
