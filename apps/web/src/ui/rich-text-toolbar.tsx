import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { cn } from "@/lib/cn";

const ACTIONS = [
  {
    name: "Bold",
    mark: "bold",
    label: "B",
    run: (editor: Editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: "Italic",
    mark: "italic",
    label: "I",
    run: (editor: Editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: "Bulleted list",
    mark: "bulletList",
    label: "•",
    run: (editor: Editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: "Numbered list",
    mark: "orderedList",
    label: "1.",
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const;

/** Bold, italic and lists only: links, images and code are not part of a description. */
export function RichTextToolbar({ editor }: { editor: Editor | null }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ACTIONS.map((action) => current?.isActive(action.mark) ?? false),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex gap-1 border-b border-line p-1">
      {ACTIONS.map((action, index) => (
        <button
          key={action.name}
          type="button"
          aria-label={action.name}
          aria-pressed={active?.[index] ?? false}
          disabled={!editor}
          onClick={() => editor && action.run(editor)}
          className={cn(
            "grid size-9 place-items-center rounded-lg text-sm font-semibold text-fg-muted hover:bg-surface-muted",
            active?.[index] && "bg-surface-muted text-fg",
          )}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}
