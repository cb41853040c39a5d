import type { EntryPath } from "./archive-entry-name.ts";
import { ServiceError } from "../services/service-error.ts";

// Spec section 3: filesMetadata.archiveStructure is a JSON tree of { name, isFolder, children }.
export type ArchiveNode = { name: string; isFolder: boolean; children: ArchiveNode[] };

type MutableNode = { name: string; isFolder: boolean; children: Map<string, MutableNode> };

// Zip tools may omit folder entries ("a/b.txt" without "a/"), so folders are implied by the paths
// of their files. Names are compared exactly (case-sensitive): two entries with one name, or a name
// that is both a file and a folder, would make extraction depend on the tool, so both are refused.
export class ArchiveStructureBuilder {
  private readonly root: MutableNode = { name: "", isFolder: true, children: new Map() };
  private readonly explicit = new Set<string>();
  files = 0;
  folders = 0;

  add(rawName: string, { segments, isFolder }: EntryPath): void {
    const path = segments.join("/");
    if (this.explicit.has(path))
      throw new ServiceError("INVALID_REQUEST", `the archive contains the name ${path} twice`);
    this.explicit.add(path);

    let parent = this.root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const wantsFolder = !last || isFolder;
      const existing = parent.children.get(segment);
      if (existing && existing.isFolder !== wantsFolder) {
        const at = segments.slice(0, index + 1).join("/");
        throw new ServiceError(
          "INVALID_REQUEST",
          `the archive uses ${at} both as a file and as a folder (entry ${rawName})`,
        );
      }
      if (existing) {
        parent = existing;
        return;
      }
      const node: MutableNode = { name: segment, isFolder: wantsFolder, children: new Map() };
      parent.children.set(segment, node);
      if (wantsFolder) this.folders += 1;
      else this.files += 1;
      parent = node;
    });
  }

  /** Folders first, then by name, so the same archive always shows the same tree. */
  build(): ArchiveNode[] {
    return freeze(this.root).children;
  }
}

function freeze(node: MutableNode): ArchiveNode {
  const children = [...node.children.values()]
    .sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || compare(a.name, b.name))
    .map(freeze);
  return { name: node.name, isFolder: node.isFolder, children };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
