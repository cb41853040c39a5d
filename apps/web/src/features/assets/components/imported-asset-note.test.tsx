import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ImportedAssetNote } from "@/features/assets/components/imported-asset-note";

describe("ImportedAssetNote", () => {
  it("says nothing for an asset minted through MeshLink", () => {
    const { container } = render(<ImportedAssetNote asset={{ imported: false, metadataState: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks an imported asset and says its metadata is being read while it is pending", () => {
    render(<ImportedAssetNote asset={{ imported: true, metadataState: "pending" }} />);
    expect(screen.getByText("Imported")).toBeInTheDocument();
    expect(
      screen.getByText("This token's metadata is still being read from its contract."),
    ).toBeInTheDocument();
  });

  it("says when the metadata could not be read", () => {
    render(<ImportedAssetNote asset={{ imported: true, metadataState: "failed" }} />);
    expect(
      screen.getByText("This token's metadata could not be read from its contract."),
    ).toBeInTheDocument();
  });

  it("shows only the badge once the metadata is read", () => {
    render(<ImportedAssetNote asset={{ imported: true, metadataState: "ready" }} />);
    expect(screen.getByText("Imported")).toBeInTheDocument();
    expect(screen.queryByText(/metadata/)).not.toBeInTheDocument();
  });
});
