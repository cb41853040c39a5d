import { notify } from "@/ui/notify";

/** Copies a wallet address for the person, saying whether it worked. */
export async function copyAddress(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    notify.success("Address copied");
  } catch {
    // The browser's reason (no permission, page not focused) means nothing to the person copying.
    notify.error("Could not copy the address");
  }
}
