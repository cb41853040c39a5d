import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountSettings } from "@/features/settings/components/account-settings";
import { currentUser, failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

afterEach(() => vi.unstubAllGlobals());

function renderSettings() {
  const onUserChanged = vi.fn();
  const view = renderWithQuery(<AccountSettings onUserChanged={onUserChanged} />);
  return { ...view, onUserChanged, user: userEvent.setup() };
}

const profileForm = () => screen.findByRole("form", { name: "Profile" });

describe("AccountSettings", () => {
  it("fills the profile from the signed-in user", async () => {
    fakeApi({
      "POST /api/auth/me": ok(currentUser({ portfolio: "https://ada.example", description: "<p>Hi</p>" })),
    });
    renderSettings();

    const form = await profileForm();
    expect(within(form).getByLabelText("Name")).toHaveValue("Ada");
    expect(within(form).getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(within(form).getByLabelText("Portfolio")).toHaveValue("https://ada.example");
    expect(within(form).getByText("Verified")).toBeInTheDocument();
  });

  it("checks the fields with the spec's messages and focuses the first invalid one", async () => {
    const api = fakeApi({ "POST /api/auth/me": ok(currentUser()) });
    const { user } = renderSettings();
    const form = await profileForm();

    await user.clear(within(form).getByLabelText("Name"));
    await user.clear(within(form).getByLabelText("Email"));
    await user.type(within(form).getByLabelText("Email"), "not-an-email");
    await user.type(within(form).getByLabelText("Portfolio"), "http://plain.example");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("incorrect entered value")).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText("Name")).toHaveFocus());
    expect(api.paths()).not.toContain("PATCH /api/users/me");
  });

  it("saves every field and hands the answered user on, for the header", async () => {
    const saved = currentUser({ name: "Ada Lovelace", portfolio: "https://ada.example" });
    const api = fakeApi({ "POST /api/auth/me": ok(currentUser()), "PATCH /api/users/me": ok(saved) });
    const { user, onUserChanged } = renderSettings();
    const form = await profileForm();

    await user.clear(within(form).getByLabelText("Name"));
    await user.type(within(form).getByLabelText("Name"), "Ada Lovelace");
    await user.type(within(form).getByLabelText("Portfolio"), "https://ada.example");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      portfolio: "https://ada.example",
      description: "",
    });
    expect(onUserChanged).toHaveBeenCalledWith(saved);
  });

  it("shows the server's refusal under its field and focuses it", async () => {
    fakeApi({
      "POST /api/auth/me": ok(currentUser()),
      "PATCH /api/users/me": failed(409, NAME_MESSAGES.taken, { fields: { name: [NAME_MESSAGES.taken] } }),
    });
    const { user } = renderSettings();
    const form = await profileForm();

    await user.type(within(form).getByLabelText("Name"), " Two");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await within(form).findByText(NAME_MESSAGES.taken)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText("Name")).toHaveFocus());
  });

  it("says an email is unverified and sends the link again on request", async () => {
    const api = fakeApi({
      "POST /api/auth/me": ok(currentUser({ emailVerified: false })),
      "POST /api/users/me/verification-email": ok({ email: "ada@example.com" }),
    });
    const { user } = renderSettings();
    const form = await profileForm();

    expect(within(form).getByText("Unverified —")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "resend the verification link" }));

    expect(await screen.findByText("We sent a verification link to ada@example.com")).toBeInTheDocument();
    expect(api.paths()).toContain("POST /api/users/me/verification-email");
  });

  it("says when the user cannot be loaded, and tries again", async () => {
    fakeApi({ "POST /api/auth/me": [failed(500, "down"), ok(currentUser())] });
    const { user } = renderSettings();

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch user data");
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await profileForm()).toBeInTheDocument();
  });
});
