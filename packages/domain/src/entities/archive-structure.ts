import { z } from "zod";

// Spec section 3: `filesMetadata.archiveStructure` is the tree of the uploaded source archive, shown
// in the "Archive View" (section 2). A zip has no single root, so the structure is the list of its
// top-level entries. Files carry an empty `children` list, which keeps the tree uniform to walk.
export type ArchiveNode = { name: string; isFolder: boolean; children: ArchiveNode[] };

export const ZArchiveNode: z.ZodType<ArchiveNode> = z
  .object({
    name: z.string().min(1).max(255),
    isFolder: z.boolean(),
    get children() {
      return z.array(ZArchiveNode);
    },
  })
  .refine((node) => node.isFolder || node.children.length === 0, {
    error: "A file cannot contain entries",
    path: ["children"],
  });

export const ZFilesMetadata = z.object({ archiveStructure: z.array(ZArchiveNode) });
export type FilesMetadata = z.infer<typeof ZFilesMetadata>;

// The view selector appears only when the asset has file metadata (spec section 2).
export const hasArchiveEntries = (metadata: FilesMetadata | null | undefined): boolean =>
  !!metadata && metadata.archiveStructure.length > 0;
