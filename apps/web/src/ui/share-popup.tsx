import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import { useState, type ReactNode } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { notify } from "@/ui/notify";

const shareTargets = (url: string, text: string) => {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
  ];
};

type SharePopupProps = { url: string; text: string; trigger: ReactNode };

/** Spec section 2: "Share the link to this page" with X, facebook, telegram and copy link. */
export function SharePopup({ url, text, trigger }: SharePopupProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success("Link copied");
    } catch (error) {
      notify.error(error, "Could not copy the link");
    }
  };
  return (
    <Dialog title={PAGE_TEXTS.shareTitle} trigger={trigger} onOpenChange={() => setCopied(false)}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {shareTargets(url, text).map((target) => (
          <li key={target.label}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-11 items-center justify-center rounded-xl border border-line text-sm font-semibold capitalize hover:border-indigo-400 hover:text-indigo-600"
            >
              {target.label}
            </a>
          </li>
        ))}
        <li>
          <Button variant="secondary" className="h-11 w-full" onClick={() => void copy()}>
            {copied ? "Copied" : "Copy link"}
          </Button>
        </li>
      </ul>
      <p className="mt-3 truncate font-mono text-xs text-fg-muted">{url}</p>
    </Dialog>
  );
}
