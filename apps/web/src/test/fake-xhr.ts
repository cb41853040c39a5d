import { vi } from "vitest";

type XhrReply = { status?: number; body: unknown };

/** Stubs XMLHttpRequest (the uploads with progress): answers per URL, in order, reporting 50% then 100%. */
export function fakeXhr(routes: Record<string, XhrReply[]>) {
  const sent: string[] = [];
  const used = new Map<string, number>();
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      sent.push(this.url);
      const replies = routes[this.url] ?? [{ status: 404, body: { status: "failed", error: "no fake" } }];
      const count = used.get(this.url) ?? 0;
      used.set(this.url, count + 1);
      const reply = replies[Math.min(count, replies.length - 1)]!;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent };
}
