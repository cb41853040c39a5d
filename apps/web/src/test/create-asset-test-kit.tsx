import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChainWriterContext } from "@/lib/chain-writer";
import { CreateAssetForm } from "@/features/create-asset/components/create-asset-form";
import { fakeWriter, sampleCollection } from "@/test/create-fixtures";
import { renderWithQuery } from "@/test/render-with-query";

// Shared by the create-asset form tests: the creator's collections, the form with a stub wallet.
export const collections = [
  sampleCollection(),
  sampleCollection({ _id: "c2", name: "Solo", ercType: "ERC721" }),
];

export function renderAssetForm(writer = fakeWriter()) {
  const view = renderWithQuery(
    <ChainWriterContext.Provider value={writer}>
      <CreateAssetForm />
    </ChainWriterContext.Provider>,
  );
  return { ...view, writer, user: userEvent.setup() };
}

export const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
