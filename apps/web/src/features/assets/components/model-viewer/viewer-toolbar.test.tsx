import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadingProgress } from "@/features/assets/components/model-viewer/loading-progress";
import {
  ViewerToolbar,
  type ViewerToolbarProps,
} from "@/features/assets/components/model-viewer/viewer-toolbar";

const props = (overrides: Partial<ViewerToolbarProps> = {}): ViewerToolbarProps => ({
  autoRotate: true,
  onAutoRotate: vi.fn(),
  onResetCamera: vi.fn(),
  shading: "textured",
  wireframe: true,
  onShading: vi.fn(),
  lighting: "studio",
  onLighting: vi.fn(),
  animations: [],
  animation: undefined,
  onAnimation: vi.fn(),
  playing: false,
  onPlay: vi.fn(),
  canActivateAR: false,
  onActivateAR: vi.fn(),
  fullscreen: { supported: true, active: false, toggle: vi.fn() },
  menuContainer: null,
  ...overrides,
});

describe("ViewerToolbar", () => {
  it("labels every control and reports the auto-rotate state", async () => {
    const onAutoRotate = vi.fn();
    const onResetCamera = vi.fn();
    render(<ViewerToolbar {...props({ onAutoRotate, onResetCamera })} />);
    const toolbar = screen.getByRole("toolbar", { name: "3D viewer controls" });
    expect(toolbar).toBeInTheDocument();
    const rotate = screen.getByRole("button", { name: "Auto-rotate" });
    expect(rotate).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(rotate);
    expect(onAutoRotate).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole("button", { name: "Reset camera" }));
    expect(onResetCamera).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Fullscreen" })).toHaveAttribute("aria-pressed", "false");
  });

  it("lists the model's animations and plays the chosen one", async () => {
    const onAnimation = vi.fn();
    const onPlay = vi.fn();
    render(<ViewerToolbar {...props({ animations: ["Idle", "Walk", "Roar"], onAnimation, onPlay })} />);
    const select = screen.getByLabelText("Animation");
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Idle",
      "Walk",
      "Roar",
    ]);
    await userEvent.selectOptions(select, "Roar");
    expect(onAnimation).toHaveBeenCalledWith("Roar");
    await userEvent.click(screen.getByRole("button", { name: "Play animation" }));
    expect(onPlay).toHaveBeenCalledWith(true);
  });

  it("offers no animation control for a model without animations", () => {
    render(<ViewerToolbar {...props()} />);
    expect(screen.queryByLabelText("Animation")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Play animation" })).not.toBeInTheDocument();
  });

  it("offers AR only where model-viewer can start it, and fullscreen only where the browser has it", async () => {
    const onActivateAR = vi.fn();
    const { rerender } = render(<ViewerToolbar {...props()} />);
    expect(screen.queryByRole("button", { name: "View in your space" })).not.toBeInTheDocument();
    rerender(
      <ViewerToolbar
        {...props({
          canActivateAR: true,
          onActivateAR,
          fullscreen: { supported: false, active: false, toggle: vi.fn() },
        })}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "View in your space" }));
    expect(onActivateAR).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Fullscreen" })).not.toBeInTheDocument();
  });

  it("chooses shading and lighting from a keyboard menu, wireframe only where it can be drawn", async () => {
    const onShading = vi.fn();
    const onLighting = vi.fn();
    const { unmount } = render(<ViewerToolbar {...props({ onShading, onLighting })} />);
    screen.getByRole("button", { name: "Shading and lighting" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getAllByRole("menuitemradio").map((item) => item.textContent)).toEqual([
      "Textured",
      "Clay",
      "Wireframe",
      "Studio",
      "Studio (classic)",
      "Daylight",
      "Sunset",
    ]);
    expect(screen.getByRole("menuitemradio", { name: "Textured" })).toHaveAttribute("aria-checked", "true");
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Clay" }));
    expect(onShading).toHaveBeenCalledWith("clay");
    unmount();

    render(<ViewerToolbar {...props({ wireframe: false, onLighting })} />);
    await userEvent.click(screen.getByRole("button", { name: "Shading and lighting" }));
    expect(screen.queryByRole("menuitemradio", { name: "Wireframe" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitemradio", { name: "Sunset" }));
    expect(onLighting).toHaveBeenCalledWith("sunset");
  });
});

describe("LoadingProgress", () => {
  it("is a labelled progress bar in whole percent", () => {
    render(<LoadingProgress progress={0.426} />);
    const bar = screen.getByRole("progressbar", { name: "Loading 3D model" });
    expect(bar).toHaveAttribute("aria-valuenow", "43");
    expect(screen.getByText("Loading 3D model… 43%")).toBeInTheDocument();
  });
});
