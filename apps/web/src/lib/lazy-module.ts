import { useEffect, useState } from "react";

type Loaded<T> = { status: "loading" } | { status: "loaded"; value: T } | { status: "failed" };

/**
 * A module a page needs only after its first paint, loaded once on first use. `useLoaded()` answers
 * where it stands, re-rendering when it arrives; a component shows a placeholder while it loads and
 * something plainer if it failed (a deploy removed the old chunk, the connection dropped), which
 * the next component to mount asks for again.
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
  const useLoaded = (): Loaded<T> => {
    const [state, setState] = useState<Loaded<T>>(() =>
      loaded === undefined ? { status: "loading" } : { status: "loaded", value: loaded },
    );
    useEffect(() => {
      if (state.status !== "loading") return;
      let current = true;
      get().then(
        (value) => {
          if (current) setState({ status: "loaded", value });
        },
        () => {
          if (current) setState({ status: "failed" });
        },
      );
      return () => {
        current = false;
      };
    }, [state.status]);
    return state;
  };
  return { load: get, useLoaded };
}
