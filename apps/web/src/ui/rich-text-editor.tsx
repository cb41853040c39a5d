import { RICH_TEXT_MAX_LENGTH } from "@meshlink/domain/constants/text-limits";
import { sanitizeRichText } from "@meshlink/domain/validation/sanitize-rich-text";
import { CharacterCount, Placeholder } from "@tiptap/extensions";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useImperativeHandle, type Ref } from "react";
import { cn } from "@/lib/cn";
import { fieldAria } from "@/ui/form-field";
import { RichTextToolbar } from "@/ui/rich-text-toolbar";

type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  limit?: number;
  placeholder?: string;
  ref?: Ref<{ focus: () => void }>;
};

// Spec section 5: limit 4000 with the characters left; links, images and code are not offered
// (disabled in StarterKit) and pasted ones are stripped.
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  limit = RICH_TEXT_MAX_LENGTH,
  placeholder,
  ref,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }),
      CharacterCount.configure({ limit }),
      Placeholder.configure({ placeholder: placeholder ?? "" }),
    ],
    content: sanitizeRichText(value),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class:
          "prose-sm min-h-32 px-3 py-2 outline-none [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-5 [&_ol]:pl-5",
        ...stringAttributes(fieldAria(id, error, true)),
      },
      transformPastedHTML: sanitizeRichText,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const left = useEditorState({
    editor,
    selector: ({ editor: current }) => limit - (current?.storage.characterCount.characters() ?? 0),
  });

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          ...stringAttributes(fieldAria(id, error, true)),
        },
      },
    });
  }, [editor, error, id]);

  return (
    <div>
      <div
        className={cn(
          "rounded-xl border border-line bg-surface-raised shadow-sm focus-within:border-indigo-500",
          error && "border-red-500",
        )}
      >
        <RichTextToolbar editor={editor} />
        <EditorContent editor={editor} />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted" aria-live="polite">
        {Math.max(0, left ?? limit)} characters left
      </p>
    </div>
  );
}

function stringAttributes(attributes: Record<string, string | boolean | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined) result[name] = String(value);
  return result;
}
