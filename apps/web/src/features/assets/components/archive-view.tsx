import type { ArchiveNode } from "@meshlink/domain/entities/archive-structure";
import { useState } from "react";

// Spec section 3: filesMetadata.archiveStructure, the source archive's tree. Folders are disclosure
// buttons (Tab to reach, Enter or Space to open), so the tree needs no custom key handling.
export function ArchiveView({ nodes }: { nodes: readonly ArchiveNode[] }) {
  return (
    <div className="h-full overflow-auto rounded-2xl bg-surface-muted p-4 font-mono text-sm">
      <p className="mb-2 font-sans text-xs font-semibold tracking-wide text-fg-muted uppercase">
        Source archive
      </p>
      <ArchiveList nodes={nodes} label="Source archive contents" />
    </div>
  );
}

function ArchiveList({ nodes, label }: { nodes: readonly ArchiveNode[]; label?: string }) {
  const sorted = [...nodes].sort(
    (a, b) => Number(b.isFolder) - Number(a.isFolder) || a.name.localeCompare(b.name),
  );
  return (
    <ul aria-label={label} className="space-y-0.5">
      {sorted.map((node) => (
        <li key={node.name}>
          {node.isFolder ? <ArchiveFolder node={node} /> : <ArchiveFile name={node.name} />}
        </li>
      ))}
    </ul>
  );
}

function ArchiveFolder({ node }: { node: ArchiveNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-md px-1 py-0.5 text-left hover:bg-surface-raised"
      >
        <span aria-hidden="true" className="w-3 text-fg-muted">
          {open ? "▾" : "▸"}
        </span>
        <FolderIcon />
        <span className="truncate">{node.name}</span>
        <span className="sr-only">folder, {node.children.length} items</span>
      </button>
      {open ? (
        <div className="ml-4 border-l border-line pl-2">
          {node.children.length > 0 ? (
            <ArchiveList nodes={node.children} />
          ) : (
            <p className="px-1 text-fg-muted italic">Empty folder</p>
          )}
        </div>
      ) : null}
    </>
  );
}

function ArchiveFile({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 px-1 py-0.5">
      <span aria-hidden="true" className="w-3" />
      <FileIcon />
      <span className="truncate">{name}</span>
    </span>
  );
}

const iconProps = {
  width: 16,
  height: 16,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
};

const FolderIcon = () => (
  <svg {...iconProps} aria-hidden="true" className="shrink-0 text-indigo-500">
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
  </svg>
);

const FileIcon = () => (
  <svg {...iconProps} aria-hidden="true" className="shrink-0 text-fg-muted">
    <path d="M6 3h8l4 4v14H6zM14 3v4h4" />
  </svg>
);
