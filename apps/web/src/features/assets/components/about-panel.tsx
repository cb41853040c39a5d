import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useId } from "react";
import { ModelFactsList } from "@/features/assets/components/model-facts-list";
import { RequirementsTable } from "@/features/assets/components/requirements-table";
import { SourceFilesLink } from "@/features/assets/components/source-files-link";
import { TechnicalFacts } from "@/features/assets/components/technical-facts";
import { RichText } from "@/ui/rich-text";

// Decision 019: an imported token came with its metadata only; MeshLink holds no source archive.
export const IMPORTED_NO_SOURCE_FILES =
  "Imported from outside MeshLink: this token has no source files here.";

type AboutPanelProps = {
  asset: Pick<AssetDetails, "technicalDescription" | "requirements" | "modelFacts" | "imported">;
  canDownload: boolean;
  onDownload?: () => void;
  downloading?: boolean;
};

/** Spec section 3 technicalDescription (about and extended text, short facts) and requirements. */
export function AboutPanel({ asset, canDownload, onDownload, downloading }: AboutPanelProps) {
  const titleId = useId();
  const technical = asset.technicalDescription;
  const texts = [technical?.about, technical?.extended].filter((text): text is string => !!text?.trim());
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {texts.length > 0 ? (
        texts.map((text, index) => <RichText key={index} html={text} />)
      ) : (
        <p className="text-fg-muted">{EMPTY_STATES.description}</p>
      )}
      <section aria-labelledby={`${titleId}-facts`}>
        <h3 id={`${titleId}-facts`} className="mb-2 font-semibold">
          Technical details
        </h3>
        <TechnicalFacts declared={technical?.short ?? null} measured={asset.modelFacts} />
        {asset.modelFacts ? <ModelFactsList facts={asset.modelFacts} /> : null}
      </section>
      <section aria-labelledby={`${titleId}-requirements`}>
        <h3 id={`${titleId}-requirements`} className="mb-2 font-semibold">
          Requirements
        </h3>
        <RequirementsTable requirements={asset.requirements} />
      </section>
      {asset.imported ? (
        <p className="text-fg-muted">{IMPORTED_NO_SOURCE_FILES}</p>
      ) : (
        <SourceFilesLink allowed={canDownload} onDownload={onDownload} downloading={downloading} />
      )}
    </div>
  );
}
