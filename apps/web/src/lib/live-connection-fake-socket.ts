/**
 * Test double of a browser WebSocket for the live-connection tests: they open, close and feed it
 * messages by hand. Lives beside the client it fakes so both test files share one.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static latest = (): FakeWebSocket => {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error("No socket was opened");
    return socket;
  };

  readyState = 0;
  sent: unknown[] = [];
  closeCalls = 0;
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closeCalls += 1;
    this.readyState = 2;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** 1006: the connection dropped; 1008: the server refused the session. */
  serverCloses(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
