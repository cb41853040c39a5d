import type { RealtimeEvent } from "@meshlink/domain/realtime-api.types";

/**
 * Carries real-time events to every server's sockets. In-process for one server; a Postgres
 * LISTEN/NOTIFY or Redis implementation of the same interface serves several (ARCHITECTURE.md).
 */
export type EventBus = {
  publish: (event: RealtimeEvent) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (listener: (event: RealtimeEvent) => void) => () => void;
};

export function createInProcessBus(): EventBus {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  return {
    publish: (event) => {
      for (const listener of listeners) listener(event);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
