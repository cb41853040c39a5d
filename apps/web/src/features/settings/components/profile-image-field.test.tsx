import { ZCurrentUser } from "@meshlink/domain/auth/current-user.types";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProfileImageField } from "@/features/settings/components/profile-image-field";
import { currentUser as currentUserJson, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

// jsdom neither loads images nor draws on a canvas: the cropper reports its area at once and the
// crop answers a file of the kind's shape.
vi.mock("react-easy-crop", () => ({
  default: ({ onCropComplete }: { onCropComplete: (area: object, pixels: object) => void }) => {
    const area = { x: 0, y: 0, width: 700, height: 100 };
    queueMicrotask(() => onCropComplete(area, area));
    return <div data-testid="cropper" />;
  },
}));
vi.mock("@/features/settings/crop-image", () => ({
  cropImage: vi.fn(() => Promise.resolve(new File(["webp"], "banner.webp", { type: "image/webp" }))),
}));

afterEach(() => vi.unstubAllGlobals());

const currentUser = (overrides: Record<string, unknown> = {}) =>
  ZCurrentUser.parse(currentUserJson(overrides));

const uploaded = { key: "image-banner", url: "/api/images/image-banner" };

function renderField(kind: "avatar" | "banner", user = currentUser()) {
  const onSaved = vi.fn();
  const view = renderWithQuery(<ProfileImageField kind={kind} user={user} onSaved={onSaved} />);
  return { ...view, onSaved, actor: userEvent.setup({ applyAccept: false }) };
}

describe("ProfileImageField", () => {
  it("reports size and type separately before anything is uploaded", async () => {
    const api = fakeApi({});
    const { actor } = renderField("avatar");
    const huge = new File([new Uint8Array(8_000_001)], "notes.txt", { type: "text/plain" });

    await actor.upload(screen.getByLabelText("Choose avatar"), huge);

    expect(screen.getByText("Image size exceeds the limit of 8MB")).toBeInTheDocument();
    expect(screen.getByText("Image type is not supported")).toBeInTheDocument();
    expect(screen.getByLabelText("Choose avatar")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("crops a picked image, uploads it, saves the key and says so", async () => {
    const saved = currentUser({ banner: uploaded.key, bannerUrl: uploaded.url });
    const api = fakeApi({ "POST /api/upload": ok(uploaded), "PUT /api/users/me/banner": ok(saved) });
    const { actor, onSaved } = renderField("banner");

    await actor.upload(
      screen.getByLabelText("Choose banner"),
      new File(["png"], "wide.png", { type: "image/png" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Crop your banner" });
    const save = await screen.findByRole("button", { name: "Save banner" });
    await waitFor(() => expect(save).toBeEnabled());
    await actor.click(save);

    expect(await screen.findByText("Image uploaded successfully!")).toBeInTheDocument();
    expect(api.paths()).toEqual(["POST /api/upload", "PUT /api/users/me/banner"]);
    expect(api.calls[1]!.body).toEqual({ key: uploaded.key });
    expect(onSaved).toHaveBeenCalledWith(saved);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows the avatar round and the banner 7:1, each at a rendition of its size", () => {
    fakeApi({});
    renderField("avatar", currentUser({ avatarUrl: "/api/images/a" }));
    renderField("banner", currentUser({ bannerUrl: "/api/images/b" }));

    const avatar = screen.getByAltText("Your avatar");
    const banner = screen.getByAltText("Your banner");
    expect(avatar.parentElement).toHaveClass("rounded-full");
    expect(avatar).toHaveAttribute("src", "/api/images/a?w=192&h=192");
    expect(banner.parentElement).toHaveClass("aspect-[7/1]");
    expect(banner).toHaveAttribute("src", "/api/images/b?w=1536");
  });

  it("keeps the dialog open with the server's reason when saving fails", async () => {
    fakeApi({
      "POST /api/upload": ok(uploaded),
      "PUT /api/users/me/avatar": {
        status: 400,
        body: { status: "failed", error: "An avatar must be square" },
      },
    });
    const { actor } = renderField("avatar");

    await actor.upload(
      screen.getByLabelText("Choose avatar"),
      new File(["png"], "a.png", { type: "image/png" }),
    );
    const save = await screen.findByRole("button", { name: "Save avatar" });
    await waitFor(() => expect(save).toBeEnabled());
    await actor.click(save);

    expect(await screen.findByText("An avatar must be square")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Crop your avatar" })).toBeInTheDocument();
  });
});
