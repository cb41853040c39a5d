import { DOWNLOAD_FAILED_ALERT } from "@meshlink/domain/messages/errors";
import { useCallback, useRef, useState } from "react";
import { downloadSourceFiles, type SourceFilesAsset } from "@/features/assets/api/download-source-files";
import { useMessageSigner } from "@/lib/message-signer";

/** Starts the signed source-files download; one at a time. Spec section 8: any failure is an alert. */
export function useSourceFilesDownload(asset: SourceFilesAsset) {
  const signer = useMessageSigner();
  const [downloading, setDownloading] = useState(false);
  const running = useRef(false);
  const download = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setDownloading(true);
    try {
      await downloadSourceFiles(asset, signer);
    } catch {
      window.alert(DOWNLOAD_FAILED_ALERT);
    } finally {
      running.current = false;
      setDownloading(false);
    }
  }, [asset, signer]);
  return { download, downloading };
}
