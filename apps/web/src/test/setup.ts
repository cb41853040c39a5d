import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { FakeWebSocket } from "@/lib/live-connection-fake-socket";
import { forgetPageAnswers } from "@/lib/page-answers";
import { markdownParser } from "@/features/assets/components/markdown-description";
import { richTextSanitizer } from "@/ui/rich-text-sanitizer";

// No test reaches a network: a page that opens the live connection (the asset page does for every
// visitor) gets a socket that opens only when the test says so. Tests about the connection stub
// their own and restore this one.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

// Rich text waits for its sanitiser's chunk, and a description for its markdown parser's, on a
// page's first visit. Tests see them loaded, as every later page does; rich-text-sanitizer.test.tsx
// covers the wait.
await Promise.all([richTextSanitizer.load(), markdownParser.load()]);

// findBy*/waitFor give up after 1 s by default. A lazily loaded route is transformed on its first
// import, which took longer than that while the server suites kept both of CI's cores busy, and a
// machine at load 20 on 2 cores needed more than 5 s. A wait that succeeds returns at once.
configure({ asyncUtilTimeout: 20_000 });

// A dismissed sonner toast leaves the DOM 200 ms later, from a timer its unmounting does not clear:
// fired after the file's jsdom is gone, its state update throws "window is not defined". So a test
// ends once its dismissed toasts are gone.
async function dismissedToastsGone() {
  for (let waited = 0; waited < 1_000; waited += 25) {
    if (!document.querySelector('[data-sonner-toast][data-removed="true"]')) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

afterEach(async () => {
  // The JS budget test builds the app in Node, without a document.
  if (typeof document === "undefined") return;
  // sonner keeps its toasts in module state and replays the active ones to the next Toaster that
  // mounts: a toast a test left open would appear in a later test's page (files share modules).
  toast.dismiss();
  await dismissedToastsGone();
  cleanup();
  forgetPageAnswers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(";").forEach((entry) => {
    const name = entry.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  document.documentElement.classList.remove("dark");
});
