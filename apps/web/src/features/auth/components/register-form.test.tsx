import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "@/features/auth/components/register-form";
import { currentUser, failed, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";

const wallet = { address: TEST_ADDRESS, signature: "0xabcdef" };

function renderForm() {
  const onRegistered = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegisterForm wallet={wallet} onRegistered={onRegistered} />
    </QueryClientProvider>,
  );
  return { onRegistered, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("RegisterForm", () => {
  it("reports every invalid field and focuses the first one", async () => {
    const api = fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Register" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Type must be creator or studio")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).toHaveLength(0);
  });

  it("focuses the email when it is the first invalid field", async () => {
    fakeApi({});
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.click(screen.getByRole("radio", { name: /Studio/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
  });

  it("registers the verified wallet with the name, email and type", async () => {
    const api = fakeApi({
      "POST /api/auth/register": ok(currentUser({ emailVerified: false, type: "studio" })),
    });
    const { user, onRegistered } = renderForm();
    await user.type(screen.getByLabelText("Name"), "  Ada Studio ");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("radio", { name: /Studio/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(api.calls[0]!.body).toEqual({
      name: "Ada Studio",
      email: "ada@example.com",
      type: "studio",
      address: TEST_ADDRESS,
      signature: "0xabcdef",
    });
  });

  it("shows the server's per-field answer under the field", async () => {
    fakeApi({
      "POST /api/auth/register": failed(409, "Email is already registered", {
        fields: { email: ["Email is already registered"] },
      }),
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("radio", { name: /Creator/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Email is already registered")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });
});
