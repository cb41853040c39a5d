import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChainWriterContext } from "@/lib/chain-writer";
import { CreateAssetForm } from "@/features/create-asset/components/create-asset-form";
import type { CapturePoster } from "@/features/create-asset/poster/poster-step";
import { fakeWriter, sampleCollection } from "@/test/create-fixtures";
import { renderWithQuery } from "@/test/render-with-query";

// Shared by the create-asset form tests: the creator's collections, the form with a stub wallet.
export const collections = [
  sampleCollection(),
  sampleCollection({ _id: "c2", name: "Solo", ercType: "ERC721" }),
];

// jsdom has no WebGL: unless a test draws one, no poster can be made, as in a browser without it.
export const noPoster: CapturePoster = () => Promise.reject(new Error("WebGL is off"));

export function renderAssetForm(writer = fakeWriter(), capturePoster = noPoster) {
  const view = renderWithQuery(
    <ChainWriterContext.Provider value={writer}>
      <CreateAssetForm capturePoster={capturePoster} />
    </ChainWriterContext.Provider>,
  );
  return { ...view, writer, user: userEvent.setup() };
}

export const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
