import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SupportedChains } from "@/app/routes/home/supported-chains";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

afterEach(() => vi.unstubAllGlobals());

const chips = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("SupportedChains", () => {
  it("marks each chain the server does not follow as coming soon", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()) });
    renderWithQuery(<SupportedChains />);
    await screen.findAllByText("Coming soon");
    expect(chips()).toEqual([
      "Ethereum Coming soon",
      "Polygon Coming soon",
      "Polygon zkEVM Coming soon",
      "Everscale Coming soon",
      "Immutable zkEVM Coming soon",
      "Sei",
      "Local",
    ]);
  });

  it("shows the local chain only where the server runs it", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains({ local: { live: false, storeAddress: null } })) });
    renderWithQuery(<SupportedChains />);
    await screen.findAllByText("Coming soon");
    expect(chips()).not.toContain("Local");
    expect(within(screen.getByRole("list")).getByText("Sei")).toBeInTheDocument();
  });

  it("names the spec's chains, unmarked, until the server answers", () => {
    fakeApi({});
    renderWithQuery(<SupportedChains />);
    expect(chips()).toEqual(["Ethereum", "Polygon", "Polygon zkEVM", "Everscale", "Immutable zkEVM", "Sei"]);
  });
});
