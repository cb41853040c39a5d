import { ASSET_CATEGORIES, ASSET_GENRES } from "@meshlink/domain/constants/asset-categories";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { choose, collections, renderAssetForm } from "@/test/create-asset-test-kit";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";

afterEach(() => vi.unstubAllGlobals());

const submit = () => userEvent.click(screen.getByRole("button", { name: "Create asset" }));

describe("CreateAssetForm validation", () => {
  it("reports every missing field with the spec's texts and focuses the first", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()), "GET /api/collections/mine": ok(collections) });
    renderAssetForm();
    await submit();
    expect(await screen.findByText("Collection is required")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Category is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Category")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("No polygon count provided.")).toBeInTheDocument();
    expect(screen.getByText("No preview model provided.")).toBeInTheDocument();
    expect(screen.getByText("No asset files provided.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Collection")).toHaveFocus());
  });

  it('says "Unsupported filetype." for an archive that is not a zip and a model that is not a glb', async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()), "GET /api/collections/mine": ok(collections) });
    renderAssetForm();
    choose("Source files (zip)", new File(["x"], "files.rar", { type: "application/vnd.rar" }));
    choose("Preview model (glb)", new File(["x"], "model.obj", { type: "" }));
    await submit();
    expect(await screen.findAllByText("Unsupported filetype.")).toHaveLength(2);
  });

  it("offers every category and takes at most three genres, in the list's order", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()), "GET /api/collections/mine": ok(collections) });
    const { user } = renderAssetForm();
    const category = screen.getByLabelText("Category");
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a category", ...ASSET_CATEGORIES.map((entry) => entry.label)]);
    await user.selectOptions(category, "vehicles");
    await submit();
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.queryByText("Category is required")).not.toBeInTheDocument();

    const genres = screen.getByRole("group", { name: "Genres" });
    expect(within(genres).getAllByRole("checkbox")).toHaveLength(ASSET_GENRES.length);
    for (const name of ["Horror", "Fantasy", "Sci-fi"])
      await user.click(within(genres).getByRole("checkbox", { name }));
    expect(screen.getByText("Choose up to 3 (3 chosen)")).toBeInTheDocument();
    expect(within(genres).getByRole("checkbox", { name: "Realistic" })).toBeDisabled();
    await user.click(within(genres).getByRole("checkbox", { name: "Fantasy" }));
    expect(within(genres).getByRole("checkbox", { name: "Realistic" })).toBeEnabled();
  });

  it("fixes the supply at 1 for a Single 721 collection", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()), "GET /api/collections/mine": ok(collections) });
    const { user } = renderAssetForm();
    await screen.findByRole("option", { name: /Solo/ });
    await user.click(screen.getByRole("button", { name: "Increase supply" }));
    expect(screen.getByLabelText("Supply")).toHaveValue("2");
    await user.selectOptions(screen.getByLabelText("Collection"), "c2");
    expect(screen.getByLabelText("Supply")).toHaveValue("1");
    expect(screen.getByLabelText("Supply")).toBeDisabled();
  });

  it("adds, edits and removes properties and requires a name on each row", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()), "GET /api/collections/mine": ok(collections) });
    const { user } = renderAssetForm();
    expect(screen.getByText("No Properties")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add property" }));
    await user.click(screen.getByRole("button", { name: "Add property" }));
    await user.type(screen.getByLabelText("Property 2 name"), "Style");
    await submit();
    expect(await screen.findByText("Property name is required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove property 1" }));
    expect(screen.getByLabelText("Property 1 name")).toHaveValue("Style");
    expect(screen.queryByLabelText("Property 2 name")).not.toBeInTheDocument();
  });
});
