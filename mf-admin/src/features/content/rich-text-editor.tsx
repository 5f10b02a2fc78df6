// The page body's rich-text editor (TipTap on ProseMirror). Only the console loads it, and only lazily through
// body-editor.tsx (its own chunk, never in the Module Federation shared list): the public modules never ship it.
// It edits HTML and hands HTML back; the server sanitises what is saved (decision 015). Toolbar: headings H2/H3,
// bold, italic, the two lists (toggles carry aria-pressed), a link, a table (insert, add a row or a column, delete),
// an image by address or upload, and an attachment (a link to an uploaded PDF). Link, image and attachment open a
// small form under the toolbar, never window.prompt.
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import type { Label } from '@college/shared-types';
import { tokens, useText } from '@college/web-kit';
import { Button, TextField } from '@college/web-kit/ui';
import { MediaPicker } from '../../components/media-picker';

export const EDITOR_TEXT = {
  toolbar: { en: 'Formatting of {label}', hi: '{label} का स्वरूपण' },
  h2: { en: 'Heading', hi: 'शीर्षक' },
  h3: { en: 'Subheading', hi: 'उपशीर्षक' },
  bold: { en: 'Bold', hi: 'गहरा' },
  italic: { en: 'Italic', hi: 'तिरछा' },
  bullets: { en: 'Bulleted list', hi: 'बिंदु सूची' },
  numbers: { en: 'Numbered list', hi: 'क्रमांकित सूची' },
  link: { en: 'Link', hi: 'लिंक' },
  unlink: { en: 'Remove link', hi: 'लिंक हटाएँ' },
  table: { en: 'Insert table', hi: 'तालिका डालें' },
  addRow: { en: 'Add row', hi: 'पंक्ति जोड़ें' },
  addColumn: { en: 'Add column', hi: 'स्तंभ जोड़ें' },
  deleteTable: { en: 'Delete table', hi: 'तालिका हटाएँ' },
  image: { en: 'Image', hi: 'चित्र' },
  attachment: { en: 'PDF attachment', hi: 'PDF संलग्नक' },
  address: { en: 'Link address', hi: 'लिंक का पता' },
  addressHint: { en: 'Starts with https:// or /', hi: 'https:// या / से आरम्भ' },
  alt: { en: 'What the image shows', hi: 'चित्र में क्या है' },
  linkText: { en: 'Text of the link', hi: 'लिंक का पाठ' },
  apply: { en: 'Apply', hi: 'लागू करें' },
  insert: { en: 'Insert', hi: 'डालें' },
  cancel: { en: 'Cancel', hi: 'रद्द करें' },
  badAddress: { en: 'Enter an address starting with https:// or /', hi: 'https:// या / से आरम्भ होने वाला पता लिखें' },
  loading: { en: 'Loading the editor…', hi: 'संपादक लोड हो रहा है…' },
};

const fill = (s: string, values: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
const goodAddress = (url: string) => /^(https?:\/\/|\/)\S+$/.test(url.trim()) && !url.trim().startsWith('//');

const Frame = styled.div`
  border: 1px solid ${tokens.color.border};
  border-radius: 6px;
  margin: 0 0 16px;
  min-width: 0;
  .tiptap {
    min-height: 220px;
    padding: 8px 12px;
    overflow-x: auto;
  }
  .tiptap:focus-visible {
    outline: 3px solid ${tokens.color.accent};
    outline-offset: -3px;
  }
  .tiptap table {
    border-collapse: collapse;
  }
  .tiptap td,
  .tiptap th {
    border: 1px solid ${tokens.color.border};
    padding: 4px 8px;
    min-width: 3em;
  }
  .tiptap img {
    max-width: 100%;
    height: auto;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${tokens.color.border};
  button[aria-pressed='true'] {
    outline: 2px solid ${tokens.color.accent};
  }
`;

const Sub = styled.div`
  padding: 8px 12px;
  border-bottom: 1px solid ${tokens.color.border};
`;

export interface RichTextEditorProps {
  label: Label;
  lang: 'hi' | 'en';
  value: string;
  onChange: (html: string) => void;
  /** Ids of the hint and the error under the editor. */
  describedBy?: string;
}

type Tool = 'link' | 'image' | 'attachment' | null;

export default function RichTextEditor({ label, lang, value, onChange, describedBy }: RichTextEditorProps) {
  const { t } = useText();
  const editor = useEditor({
    // The editor is made after the component is on the page, never while React renders it. Made during the render
    // (`immediatelyRender: true`), TipTap destroys it one millisecond later unless the component has mounted by
    // then; this component first renders when its lazy chunk arrives, in a render React does in slices and commits
    // later, so the editor handed to the first render was most often destroyed before its effects ran (and
    // `getHTML` below then threw on its emptied schema, taking the whole content screen down).
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, trailingNode: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] }),
      Image,
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t(label),
        lang,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A body loaded or changed in the HTML box replaces what the editor shows.
  useEffect(() => {
    if (!editor) return;
    const now = editor.isEmpty ? '' : editor.getHTML();
    if (value !== now) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Only until the effect after the first render has made the editor.
  if (!editor) return <p>{t(EDITOR_TEXT.loading)}</p>;
  return <Editing editor={editor} label={t(label)} />;
}

function Editing({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useText();
  const [tool, setTool] = useState<Tool>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: keyof typeof state, text: keyof typeof EDITOR_TEXT, run: () => void) => (
    <Button small type="button" variant="secondary" aria-pressed={state[name]} onClick={run}>
      {t(EDITOR_TEXT[text])}
    </Button>
  );
  const action = (text: keyof typeof EDITOR_TEXT, run: () => void, disabled = false) => (
    <Button small type="button" variant="secondary" onClick={run} disabled={disabled}>
      {t(EDITOR_TEXT[text])}
    </Button>
  );
  const open = (which: Tool) => setTool((now) => (now === which ? null : which));

  return (
    <Frame>
      <Bar role="toolbar" aria-label={fill(t(EDITOR_TEXT.toolbar), { label })}>
        {toggle('h2', 'h2', () => chain().toggleHeading({ level: 2 }).run())}
        {toggle('h3', 'h3', () => chain().toggleHeading({ level: 3 }).run())}
        {toggle('bold', 'bold', () => chain().toggleBold().run())}
        {toggle('italic', 'italic', () => chain().toggleItalic().run())}
        {toggle('bullets', 'bullets', () => chain().toggleBulletList().run())}
        {toggle('numbers', 'numbers', () => chain().toggleOrderedList().run())}
        <Button small type="button" variant="secondary" aria-expanded={tool === 'link'} onClick={() => open('link')}>
          {t(EDITOR_TEXT.link)}
        </Button>
        {state.link && action('unlink', () => chain().extendMarkRange('link').unsetLink().run())}
        {action('table', () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), state.table)}
        {state.table && action('addRow', () => chain().addRowAfter().run())}
        {state.table && action('addColumn', () => chain().addColumnAfter().run())}
        {state.table && action('deleteTable', () => chain().deleteTable().run())}
        <Button small type="button" variant="secondary" aria-expanded={tool === 'image'} onClick={() => open('image')}>
          {t(EDITOR_TEXT.image)}
        </Button>
        <Button
          small
          type="button"
          variant="secondary"
          aria-expanded={tool === 'attachment'}
          onClick={() => open('attachment')}
        >
          {t(EDITOR_TEXT.attachment)}
        </Button>
      </Bar>
      {tool && (
        <Sub>
          <ToolForm key={tool} tool={tool} editor={editor} onDone={() => setTool(null)} />
        </Sub>
      )}
      <EditorContent editor={editor} />
    </Frame>
  );
}

function ToolForm({ tool, editor, onDone }: { tool: Exclude<Tool, null>; editor: Editor; onDone: () => void }) {
  const { t } = useText();
  const id = useId();
  const [url, setUrl] = useState(() => (tool === 'link' ? String(editor.getAttributes('link').href ?? '') : ''));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const title = tool === 'link' ? EDITOR_TEXT.link : tool === 'image' ? EDITOR_TEXT.image : EDITOR_TEXT.attachment;

  // Not a <form>: the editor sits inside the page's form, and forms do not nest.
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!goodAddress(url)) {
      setError(t(EDITOR_TEXT.badAddress));
      return;
    }
    const href = url.trim();
    const chain = editor.chain().focus();
    if (tool === 'link') {
      if (editor.state.selection.empty && !editor.isActive('link'))
        chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
      else chain.extendMarkRange('link').setLink({ href }).run();
    } else if (tool === 'image') {
      chain.setImage({ src: href, alt: text.trim() }).run();
    } else {
      const words = text.trim() || href.split('/').pop() || href;
      chain.insertContent({ type: 'text', text: words, marks: [{ type: 'link', attrs: { href } }] }).run();
    }
    onDone();
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onDone();
          editor.commands.focus();
        } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          submit();
        }
      }}
    >
      <p id={`${id}-title`} style={{ fontWeight: 600, margin: '0 0 8px' }}>
        {t(title)}
      </p>
      {tool === 'link' ? (
        <TextField
          label={t(EDITOR_TEXT.address)}
          hint={t(EDITOR_TEXT.addressHint)}
          value={url}
          autoFocus
          onChange={(e) => setUrl(e.target.value)}
          error={error ?? undefined}
        />
      ) : (
        <>
          <MediaPicker
            label={title}
            media={tool === 'image' ? 'image' : 'pdf'}
            value={url}
            onChange={setUrl}
            error={error ?? undefined}
          />
          <TextField
            label={t(tool === 'image' ? EDITOR_TEXT.alt : EDITOR_TEXT.linkText)}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button small type="button" onClick={() => submit()}>
          {t(tool === 'link' ? EDITOR_TEXT.apply : EDITOR_TEXT.insert)}
        </Button>
        <Button small type="button" variant="secondary" onClick={onDone}>
          {t(EDITOR_TEXT.cancel)}
        </Button>
      </div>
    </div>
  );
}
