import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImagePicker } from "@/ui/image-picker";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

afterEach(() => vi.unstubAllGlobals());

const fileOf = (type: string, size: number, name = "logo.png") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

function renderPicker() {
  const onChange = vi.fn();
  renderWithQuery(<ImagePicker id="logo" label="Logo" value={null} onChange={onChange} />);
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [file] } });
  return { onChange, choose };
}

describe("ImagePicker (spec section 5 image upload)", () => {
  it("reports a file over 8,000,000 bytes without uploading it", async () => {
    const api = fakeApi({});
    const { choose } = renderPicker();
    choose(fileOf("image/png", 8_000_001));
    expect(await screen.findByText("Image size exceeds the limit of 8MB")).toBeInTheDocument();
    expect(screen.queryByText("Image type is not supported")).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("reports an unsupported type, and both messages for a large file of the wrong type", async () => {
    fakeApi({});
    const { choose } = renderPicker();
    choose(fileOf("image/bmp", 10, "logo.bmp"));
    expect(await screen.findByText("Image type is not supported")).toBeInTheDocument();
    choose(fileOf("application/pdf", 9_000_000, "logo.pdf"));
    expect(await screen.findByText("Image size exceeds the limit of 8MB")).toBeInTheDocument();
    expect(screen.getByText("Image type is not supported")).toBeInTheDocument();
    expect(screen.getByLabelText("Logo")).toHaveAttribute("aria-invalid", "true");
  });

  it("uploads an accepted image (exactly 8,000,000 bytes) and says so", async () => {
    const api = fakeApi({ "POST /api/upload": ok({ key: "img-1.png", url: "/api/images/img-1.png" }) });
    const { choose, onChange } = renderPicker();
    choose(fileOf("image/svg+xml", 8_000_000, "logo.svg"));
    expect(await screen.findByText("Image uploaded successfully!")).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ key: "img-1.png", url: "/api/images/img-1.png" });
    expect(api.paths()).toEqual(["POST /api/upload"]);
  });
});
