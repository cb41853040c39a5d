import type { Collection } from "@meshlink/domain/entities/collection";
import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DestinationCollectionField } from "@/ui/destination-collection-field";
import { sampleCollection } from "@/test/create-fixtures";
import { renderWithQuery } from "@/test/render-with-query";

const GAME = "0x00000000000000000000000000000000000000a1";
const DUNES = "0x00000000000000000000000000000000000000a2";

/** The field over the studio's collections as `load` answers them, keeping the chosen address. */
function renderField(load: () => Promise<Collection[]>, { error }: { error?: string } = {}) {
  const onChange = vi.fn();
  function Form() {
    const collections = useQuery({ queryKey: ["destinations"], queryFn: load });
    const [value, setValue] = useState("");
    return (
      <DestinationCollectionField
        collections={collections}
        label="Game collection"
        value={value}
        disabled={false}
        onChange={(address) => {
          setValue(address);
          onChange(address);
        }}
        error={error}
      />
    );
  }
  renderWithQuery(<Form />);
  return { onChange };
}

const twoCollections = () =>
  Promise.resolve([
    sampleCollection({ name: "Game", address: GAME }),
    sampleCollection({ _id: "c2", name: "Dunes", address: DUNES }),
  ]);

describe("DestinationCollectionField", () => {
  it("says the collections are loading and keeps the choice closed until they are", async () => {
    let answer: (collections: Collection[]) => void = () => undefined;
    renderField(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText("Loading your collections…")).toBeInTheDocument();
    expect(screen.getByLabelText("Game collection")).toBeDisabled();

    answer([sampleCollection({ name: "Game", address: GAME })]);
    expect(await screen.findByRole("option", { name: "Game" })).toBeInTheDocument();
    expect(screen.getByLabelText("Game collection")).toBeEnabled();
    expect(screen.queryByText("Loading your collections…")).not.toBeInTheDocument();
  });

  it("lists the studio's collections by name and reports the chosen one's address", async () => {
    const { onChange } = renderField(twoCollections);
    await screen.findByRole("option", { name: "Dunes" });
    await userEvent.selectOptions(screen.getByLabelText("Game collection"), "Dunes");
    expect(onChange).toHaveBeenCalledWith(DUNES);
    expect(screen.getByLabelText("Game collection")).toHaveValue(DUNES);
  });

  it("tells a studio without a collection on the chain that it has none, instead of the choice", async () => {
    renderField(() => Promise.resolve([]));
    expect(await screen.findByRole("alert")).toHaveTextContent("Buyer has no existing collection");
    expect(screen.queryByLabelText("Game collection")).not.toBeInTheDocument();
  });

  it("says the collections could not be loaded and keeps the choice closed", async () => {
    renderField(() => Promise.reject(new Error("offline")));
    expect(await screen.findByRole("alert")).toHaveTextContent("Getting collections failed");
    expect(screen.getByLabelText("Game collection")).toBeDisabled();
  });

  it("shows the form's error under the choice", async () => {
    renderField(twoCollections, { error: "No destination collection selected / found!" });
    await screen.findByRole("option", { name: "Game" });
    expect(screen.getByLabelText("Game collection")).toHaveAccessibleDescription(
      "No destination collection selected / found!",
    );
  });
});
