import { describe, expect, it, vi } from "vitest";
import { makePoster, POSTER_MESSAGES } from "@/features/create-asset/poster/poster-step";

const model = new File(["glTF"], "crate.glb", { type: "model/gltf-binary" });
const png = new Blob(["png"], { type: "image/png" });

describe("makePoster", () => {
  it("draws the model, uploads the drawing as a png named for it and reports one progress over both", async () => {
    const progress: number[] = [];
    const upload = vi.fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(50);
      onProgress(100);
      return Promise.resolve({ key: "poster-key" });
    });
    const capture = vi.fn((_model: File, onProgress: (fraction: number) => void) => {
      onProgress(0.5);
      onProgress(1);
      return Promise.resolve(png);
    });
    const warn = vi.fn();
    const key = await makePoster(model, { capture, upload, warn }, (percent) => progress.push(percent));
    expect(key).toBe("poster-key");
    expect(capture).toHaveBeenCalledWith(model, expect.any(Function));
    const uploaded = upload.mock.calls[0]![0];
    expect([uploaded.name, uploaded.type]).toEqual(["crate-poster.png", "image/png"]);
    expect(progress).toEqual([35, 70, 85, 100]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("says why when the model cannot be drawn, uploads nothing and gives no key", async () => {
    const upload = vi.fn();
    const warn = vi.fn();
    const capture = () => Promise.reject(new Error("this browser cannot draw 3D (WebGL is off)"));
    expect(await makePoster(model, { capture, upload, warn }, () => {})).toBeNull();
    expect(upload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      "No poster of the model could be made (this browser cannot draw 3D (WebGL is off)); the asset is created without an image.",
    );
  });

  it("gives no key, with the server's reason, when the upload of the drawing is refused", async () => {
    const warn = vi.fn();
    const key = await makePoster(
      model,
      {
        capture: () => Promise.resolve(png),
        upload: () => Promise.reject(new Error("Image size exceeds the limit of 8MB")),
        warn,
      },
      () => {},
    );
    expect(key).toBeNull();
    expect(warn).toHaveBeenCalledWith(POSTER_MESSAGES.posterFailed("Image size exceeds the limit of 8MB"));
  });
});
