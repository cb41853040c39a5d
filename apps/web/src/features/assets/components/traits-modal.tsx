import type { Property } from "@meshlink/domain/entities/property";
import type { ReactNode } from "react";
import { Dialog } from "@/ui/dialog";

/** Spec section 2 "Traits" modal: a numbered table of every trait and its value. */
export function TraitsModal({
  properties,
  trigger,
}: {
  properties: readonly Property[];
  trigger: ReactNode;
}) {
  return (
    <Dialog title="Traits" trigger={trigger}>
      <div className="max-h-[60vh] overflow-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">
                #
              </th>
              <th scope="col" className="py-2 pr-3">
                Trait
              </th>
              <th scope="col" className="py-2">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {properties.map((property, index) => (
              <tr key={`${property.name}-${index}`} className="border-t border-line">
                <td className="py-2 pr-3 text-fg-muted">{index + 1}</td>
                <td className="py-2 pr-3 font-medium break-words">{property.name}</td>
                <td className="py-2 break-words">{String(property.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
