import type { ConnectionStatus } from "@meshlink/domain/constants/live-connection";
import {
  REALTIME_MESSAGE_TYPES,
  ZServerMessage,
  type ClientMessage,
  type ServerMessage,
} from "@meshlink/domain/realtime-api.types";
import {
  hasGivenUp,
  INITIAL_LIVE_CONNECTION,
  liveConnectionReducer,
  liveConnectionTimer,
  type LiveConnectionEvent,
  type LiveConnectionState,
} from "@meshlink/domain/rules/live-connection";

// WebSocket readyState values (the same on every implementation, so no global is needed).
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;
// The server's close code when the session is not (or no longer) signed in: logout, expiry.
const POLICY_VIOLATION = 1008;

export type LiveConnectionOptions = {
  url: string;
  /**
   * The session token, sent as the AUTHENTICATE first message (never on the URL, so it stays out of
   * logs). Without one the socket is a visitor's: `onOpen` sends its first message (WATCH_BROWSE).
   */
  token?: string;
  /** After the socket opened and authenticated: the place to ask for the first data. */
  onOpen?: () => void;
  onMessage: (message: ServerMessage) => void;
  onStatusChange?: (status: ConnectionStatus) => void;
  createSocket?: (url: string) => WebSocket;
  /** Spec section 8: WebSocket failures are logged only, never shown. */
  logger?: Pick<Console, "warn">;
};

type LiveConnection = {
  connect: () => void;
  disconnect: () => void;
  /** Sends when connected; otherwise logs a warning and returns false. */
  send: (message: ClientMessage) => boolean;
  status: () => ConnectionStatus;
};

/**
 * A WebSocket client driven by the domain's liveConnectionReducer (spec sections 4 and 9): a socket
 * not open within 5 s is closed, a close is retried every 3 s up to 5 times, an open resets the count.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, token, onOpen, onMessage, onStatusChange, logger = console } = options;
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  let state: LiveConnectionState = INITIAL_LIVE_CONNECTION;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const dispatch = (event: LiveConnectionEvent) => {
    const previous = state;
    state = liveConnectionReducer(state, event);
    if (state === previous) return;
    if (state.status !== "connected" && previous.status !== "disconnected") dropSocket();
    if (state.status === "connecting") openSocket();
    armTimer();
    if (state.status !== previous.status) onStatusChange?.(state.status);
    if (hasGivenUp(state)) logger.warn("Live connection: gave up after repeated failures");
  };

  const armTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const next = liveConnectionTimer(state);
    if (next) timer = setTimeout(() => dispatch({ type: next.event }), next.delayMs);
  };

  const openSocket = () => {
    let current: WebSocket;
    try {
      current = createSocket(url);
    } catch (error) {
      logger.warn("Live connection: could not open a socket", error);
      queueMicrotask(() => dispatch({ type: "closed" }));
      return;
    }
    socket = current;
    // Events of a socket that was already dropped (a late close after a timeout) are ignored, so
    // they cannot disturb the attempt that replaced it.
    const isCurrent = () => socket === current;
    current.onopen = () => {
      if (!isCurrent()) return;
      if (token) current.send(JSON.stringify({ type: REALTIME_MESSAGE_TYPES.authenticate, token }));
      dispatch({ type: "opened" });
      onOpen?.();
    };
    current.onmessage = (event: MessageEvent) => {
      if (isCurrent()) receive(event.data);
    };
    current.onerror = () => {
      if (isCurrent()) logger.warn("Live connection: socket error");
    };
    current.onclose = (event: Pick<CloseEvent, "code">) => {
      if (!isCurrent()) return;
      // Retrying with a token the server refused cannot succeed; a new sign-in reconnects.
      if (event.code === POLICY_VIOLATION) {
        logger.warn("Live connection: the session ended");
        dispatch({ type: "disconnect" });
      } else dispatch({ type: "closed" });
    };
  };

  const dropSocket = () => {
    const current = socket;
    socket = null;
    if (current && current.readyState !== CLOSED && current.readyState !== CLOSING) {
      current.close();
    }
  };

  const receive = (data: unknown) => {
    const parsed = ZServerMessage.safeParse(parseJson(data));
    if (!parsed.success) return logger.warn("Live connection: unknown message", data);
    if (parsed.data.type === REALTIME_MESSAGE_TYPES.error) {
      logger.warn("Live connection: server error", parsed.data.error);
    }
    onMessage(parsed.data);
  };

  return {
    connect: () => dispatch({ type: "connect" }),
    disconnect: () => dispatch({ type: "disconnect" }),
    send: (message) => {
      if (state.status !== "connected" || socket?.readyState !== OPEN) {
        logger.warn(`Live connection: not connected, ${message.type} not sent`);
        return false;
      }
      socket.send(JSON.stringify(message));
      return true;
    },
    status: () => state.status,
  };
}

function parseJson(data: unknown): unknown {
  if (typeof data !== "string") return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}
