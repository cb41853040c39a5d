import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AboutPanel, IMPORTED_NO_SOURCE_FILES } from "@/features/assets/components/about-panel";

describe("AboutPanel", () => {
  it("shows About and Extended as the HTML the editor wrote, without what the allow-list refuses", () => {
    const technicalDescription = {
      short: { rigged: false, animations: false, textures: false, polyCount: "12" },
      about: "<p>Made <strong>by hand</strong></p><style>body{display:none}</style>",
      extended:
        '<ul><li>LOD <em>three</em></li></ul><img src="https://evil.example/p.png" onerror="alert(1)">',
    };
    const { container } = render(
      <AboutPanel
        asset={{ technicalDescription, requirements: null, modelFacts: null, imported: false }}
        canDownload={false}
      />,
    );
    expect(screen.getByText("by hand").tagName).toBe("STRONG");
    expect(screen.getByRole("listitem")).toHaveTextContent("LOD three");
    expect(container.querySelector("style, img")).toBeNull();
    expect(container).not.toHaveTextContent("<p>");
  });

  it("offers no source files for an imported token, which MeshLink holds none of (decision 019)", () => {
    const asset = { technicalDescription: null, requirements: null, modelFacts: null };
    const { rerender } = render(<AboutPanel asset={{ ...asset, imported: false }} canDownload />);
    expect(screen.getByRole("button", { name: "Download source files" })).toBeInTheDocument();
    rerender(<AboutPanel asset={{ ...asset, imported: true }} canDownload />);
    expect(screen.queryByText("Download source files")).not.toBeInTheDocument();
    expect(screen.getByText(IMPORTED_NO_SOURCE_FILES)).toBeInTheDocument();
  });
});
