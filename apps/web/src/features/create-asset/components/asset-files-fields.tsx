import { ACCEPTED_ARCHIVE_MIME_TYPES, MODEL_FILE_EXTENSION } from "@meshlink/domain/constants/file-types";
import { Controller, type Control } from "react-hook-form";
import { FileDropZone } from "@/ui/file-drop-zone";
import { FormField } from "@/ui/form-field";
import type { CreateAssetForm } from "@/features/create-asset/create-asset.schema";

const FILES = [
  {
    name: "preview",
    id: "asset-preview",
    label: "Preview model (glb)",
    accept: `${MODEL_FILE_EXTENSION},model/gltf-binary`,
    hint: "Shown in the Model View",
  },
  {
    name: "archive",
    id: "asset-archive",
    label: "Source files (zip)",
    accept: `.zip,${ACCEPTED_ARCHIVE_MIME_TYPES.join(",")}`,
    hint: "Stored on IPFS; studios download it",
  },
] as const;

/** The glb preview and the zip source archive (spec section 5), each with its own drop zone. */
export function AssetFilesFields({
  control,
  disabled,
}: {
  control: Control<CreateAssetForm>;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {FILES.map((file) => (
        <Controller
          key={file.name}
          control={control}
          name={file.name}
          render={({ field, fieldState }) => (
            <FormField id={file.id} label={file.label} error={fieldState.error?.message} asGroup>
              <FileDropZone
                id={file.id}
                label={file.label}
                accept={file.accept}
                hint={file.hint}
                file={field.value ?? null}
                onFile={field.onChange}
                error={fieldState.error?.message}
                disabled={disabled}
                ref={field.ref}
              />
            </FormField>
          )}
        />
      ))}
    </div>
  );
}
