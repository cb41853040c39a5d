import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasArchiveEntries, ZArchiveNode, ZFilesMetadata, type ArchiveNode } from "./archive-structure.ts";

const file = (name: string): ArchiveNode => ({ name, isFolder: false, children: [] });
const folder = (name: string, children: ArchiveNode[]): ArchiveNode => ({ name, isFolder: true, children });

describe("ZFilesMetadata", () => {
  it("parses a nested tree", () => {
    const tree = [
      folder("models", [folder("lod", [file("lod0.fbx"), file("lod1.fbx")]), file("readme.txt")]),
    ];
    expect(ZFilesMetadata.parse({ archiveStructure: tree })).toEqual({ archiveStructure: tree });
  });

  it("points at the bad node deep in the tree", () => {
    const tree = [folder("a", [folder("b", [{ name: "", isFolder: false, children: [] }])])];
    const issue = ZFilesMetadata.safeParse({ archiveStructure: tree }).error?.issues[0];
    expect(issue?.path).toEqual(["archiveStructure", 0, "children", 0, "children", 0, "name"]);
  });

  it("refuses a file with entries", () => {
    const issue = ZArchiveNode.safeParse({ name: "x.png", isFolder: false, children: [file("y")] }).error
      ?.issues[0];
    expect(issue?.path).toEqual(["children"]);
    expect(issue?.message).toBe("A file cannot contain entries");
  });

  it("parses any well-formed tree", () => {
    const { node } = fc.letrec<{ node: ArchiveNode }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.string({ minLength: 1, maxLength: 20 }).map(file),
        fc
          .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.array(tie("node"), { maxLength: 4 }))
          .map(([name, children]) => folder(name, children)),
      ),
    }));
    fc.assert(
      fc.property(node, (tree) => {
        expect(ZArchiveNode.parse(tree)).toEqual(tree);
      }),
    );
  });
});

describe("hasArchiveEntries", () => {
  it("is true only when the archive has at least one entry", () => {
    expect(hasArchiveEntries(null)).toBe(false);
    expect(hasArchiveEntries({ archiveStructure: [] })).toBe(false);
    expect(hasArchiveEntries({ archiveStructure: [file("a")] })).toBe(true);
  });
});
