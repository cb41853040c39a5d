import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AssetViewer } from "@/features/assets/components/asset-viewer";
import type { Graphics } from "@/lib/model-viewer/webgl-support";
import { sampleAssetDetails } from "@/test/sample-assets";

const modelView = vi.hoisted(() => ({ imported: false }));
vi.mock("@/features/assets/components/model-view", () => {
  modelView.imported = true;
  return { default: ({ previewS3Key }: { previewS3Key: string }) => <p>model viewer for {previewS3Key}</p> };
});
// jsdom draws no WebGL; each test says how this browser would.
const webGL = vi.hoisted((): { graphics: Graphics; probes: number } => ({ graphics: "hardware", probes: 0 }));
vi.mock("@/lib/model-viewer/webgl-support", () => ({
  knownGraphics: () => undefined,
  graphicsSupport: () => {
    webGL.probes += 1;
    return webGL.graphics;
  },
}));

beforeEach(() => {
  webGL.graphics = "hardware";
  webGL.probes = 0;
});

describe("AssetViewer", () => {
  it("draws the asset's image first and probes WebGL only after it has been painted", async () => {
    // A server render is a first render alone: no effect runs after it.
    const markup = renderToString(
      <AssetViewer {...sampleAssetDetails({ imageUrl: "/api/images/sword.png" })} />,
    );
    expect(markup).toContain('alt="Crystal Sword"');
    expect(webGL.probes).toBe(0);

    webGL.graphics = "none";
    render(<AssetViewer {...sampleAssetDetails({})} />);
    expect(webGL.probes).toBe(0);
    expect(screen.getByRole("img", { name: "Crystal Sword" })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("3D preview unavailable");
    expect(webGL.probes).toBe(1);
  });

  it("shows only the image, without a view selector, when the asset has no file metadata", () => {
    render(<AssetViewer {...sampleAssetDetails({ filesMetadata: null })} />);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Crystal Sword" })).toHaveAttribute(
      "src",
      "/cdn/images/sword.png",
    );
  });

  it("asks for the token image at the viewer's width, not the upload", () => {
    render(
      <AssetViewer {...sampleAssetDetails({ filesMetadata: null, imageUrl: "/api/images/sword.png" })} />,
    );
    const image = screen.getByRole("img", { name: "Crystal Sword" });
    expect(image).toHaveAttribute("src", "/api/images/sword.png?w=1024");
    expect(image.getAttribute("srcset")).toContain("/api/images/sword.png?w=768 768w");
  });

  it("falls back to the placeholder image when the image fails to load", () => {
    render(<AssetViewer {...sampleAssetDetails({ previewS3Key: null })} />);
    const image = screen.getByRole("img", { name: "Crystal Sword" });
    fireEvent.error(image);
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });

  it("offers Nft, Model and Archive views when the asset has file metadata", () => {
    render(<AssetViewer {...sampleAssetDetails({ previewS3Key: null })} />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Nft View", "Model View", "Archive View"]);
    expect(screen.getByRole("tab", { name: "Nft View" })).toHaveAttribute("aria-selected", "true");
  });

  it("does not load the model viewer for an asset without a model", async () => {
    // A fresh module graph: another test may already have imported the viewer.
    vi.resetModules();
    modelView.imported = false;
    const { AssetViewer } = await import("@/features/assets/components/asset-viewer");
    render(<AssetViewer {...sampleAssetDetails({ previewS3Key: null })} />);
    await userEvent.click(screen.getByRole("tab", { name: "Model View" }));
    expect(screen.getByText("No preview model provided.")).toBeInTheDocument();
    expect(modelView.imported).toBe(false);
  });

  it("opens on the Model View when the asset has a model, the Nft View one click away", async () => {
    render(<AssetViewer {...sampleAssetDetails()} />);
    expect(screen.getByRole("tab", { name: "Model View" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("model viewer for previews/asset-1.glb")).toBeInTheDocument();
    expect(modelView.imported).toBe(true);
    await userEvent.click(screen.getByRole("tab", { name: "Nft View" }));
    expect(screen.getByRole("img", { name: "Crystal Sword" })).toBeInTheDocument();
  });

  it("says WebGL is off instead of loading the viewer where the browser cannot draw it, and shows the image on request", async () => {
    webGL.graphics = "none";
    render(<AssetViewer {...sampleAssetDetails()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("3D preview unavailable: WebGL is turned off");
    expect(screen.queryByText(/model viewer for/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show the image instead" }));
    expect(screen.getByRole("tab", { name: "Nft View" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("img", { name: "Crystal Sword" })).toBeInTheDocument();
  });

  it("shows the image and waits for the visitor's go before loading the viewer where WebGL is drawn on the CPU", async () => {
    vi.resetModules();
    modelView.imported = false;
    webGL.graphics = "software";
    const { AssetViewer } = await import("@/features/assets/components/asset-viewer");
    render(<AssetViewer {...sampleAssetDetails()} />);
    expect(screen.getByRole("tab", { name: "Model View" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("img", { name: "Crystal Sword" })).toBeInTheDocument();
    expect(await screen.findByText(/draws 3D without a graphics card/)).toBeInTheDocument();
    expect(modelView.imported).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Show the 3D model" }));
    expect(await screen.findByText("model viewer for previews/asset-1.glb")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Nft View" }));
    await userEvent.click(screen.getByRole("tab", { name: "Model View" }));
    expect(screen.getByText("model viewer for previews/asset-1.glb")).toBeInTheDocument();
  });

  it("moves between views with the arrow keys", async () => {
    render(<AssetViewer {...sampleAssetDetails({ previewS3Key: null })} />);
    screen.getByRole("tab", { name: "Nft View" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Archive View" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Archive View" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the archive tree with folders that open from the keyboard", async () => {
    render(<AssetViewer {...sampleAssetDetails()} />);
    await userEvent.click(screen.getByRole("tab", { name: "Archive View" }));
    expect(screen.getByText("sword.fbx")).toBeInTheDocument();
    const folder = screen.getByRole("button", { name: /textures/ });
    expect(folder).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("albedo.png")).not.toBeInTheDocument();
    folder.focus();
    await userEvent.keyboard("{Enter}");
    expect(folder).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("albedo.png")).toBeInTheDocument();
  });
});
