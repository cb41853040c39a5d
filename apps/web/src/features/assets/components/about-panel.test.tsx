import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AboutPanel } from "@/features/assets/components/about-panel";

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
        asset={{ technicalDescription, requirements: null, modelFacts: null }}
        canDownload={false}
      />,
    );
    expect(screen.getByText("by hand").tagName).toBe("STRONG");
    expect(screen.getByRole("listitem")).toHaveTextContent("LOD three");
    expect(container.querySelector("style, img")).toBeNull();
    expect(container).not.toHaveTextContent("<p>");
  });
});
