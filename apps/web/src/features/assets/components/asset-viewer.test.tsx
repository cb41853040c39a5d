import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AssetViewer } from "@/features/assets/components/asset-viewer";
import { sampleAssetDetails } from "@/test/sample-assets";

const modelView = vi.hoisted(() => ({ imported: false }));
vi.mock("@/features/assets/components/model-view", () => {
  modelView.imported = true;
  return { default: ({ previewS3Key }: { previewS3Key: string }) => <p>model viewer for {previewS3Key}</p> };
});

describe("AssetViewer", () => {
  it("shows only the image, without a view selector, when the asset has no file metadata", () => {
    render(<AssetViewer {...sampleAssetDetails({ filesMetadata: null })} />);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Crystal Sword" })).toHaveAttribute(
      "src",
      "/cdn/images/sword.png",
    );
  });

  it("falls back to the placeholder image when the image fails to load", () => {
    render(<AssetViewer {...sampleAssetDetails()} />);
    const image = screen.getByRole("img", { name: "Crystal Sword" });
    fireEvent.error(image);
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });

  it("offers Nft, Model and Archive views when the asset has file metadata", () => {
    render(<AssetViewer {...sampleAssetDetails()} />);
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Nft View", "Model View", "Archive View"]);
    expect(screen.getByRole("tab", { name: "Nft View" })).toHaveAttribute("aria-selected", "true");
  });

  it("loads the model viewer only when the Model View opens", async () => {
    render(<AssetViewer {...sampleAssetDetails()} />);
    expect(modelView.imported).toBe(false);
    await userEvent.click(screen.getByRole("tab", { name: "Model View" }));
    expect(await screen.findByText("model viewer for previews/asset-1.glb")).toBeInTheDocument();
    expect(modelView.imported).toBe(true);
  });

  it("moves between views with the arrow keys", async () => {
    render(<AssetViewer {...sampleAssetDetails()} />);
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
