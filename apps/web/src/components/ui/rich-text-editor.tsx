import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, iconButtonClass } from './button';
import { FieldError, inputClass } from './form-field';
import { ImageIcon, UploadIcon } from './icons';
import { errorMessage } from '../../lib/api-client';

/** The editing surface, close to how learners read a lesson (features/courses' prose styles). */
const EDITOR_PROSE = [
  'min-w-0 wrap-anywhere text-[17px] leading-8 text-ink-soft',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_strong]:font-bold [&_strong]:text-ink [&_a]:font-semibold [&_a]:text-primary [&_a]:underline',
  '[&_blockquote]:my-4 [&_blockquote]:rounded-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-book-button [&_blockquote]:bg-announcement [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-ink',
  '[&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-2xl [&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-primary',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink',
  '[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-ink [&_hr]:my-6 [&_hr]:border-line-soft',
].join(' ');

type Props = {
  /** The editor's accessible name (its visible label is rendered here too). */
  label: string;
  /** HTML to start from; later changes of this prop are ignored (remount with a key to reload). */
  initialHtml: string;
  onChange: (html: string) => void;
  hint?: ReactNode;
  error?: string | null;
  testId?: string;
  /** Stores an uploaded image and answers its URL (each feature has its own upload endpoint). */
  uploadImage: (file: File) => Promise<{ url: string }>;
};

const WEB_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/**
 * The rich-text editor of lessons, course descriptions and stories: TipTap's StarterKit (headings 2–4, bold, italic, lists,
 * quotes, links) and images by address or upload. The server sanitises whatever it sends.
 */
export function RichTextEditor({ label, initialHtml, onChange, hint, error, testId, uploadImage }: Props) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  // The text box carries its hint and error as any field does: described by them, and invalid with an error.
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const invalid = !!error;
  const boxAttributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: `${EDITOR_PROSE} min-h-56 px-4 py-3 focus:outline-none`,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
    }),
    [labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // http, https and mailto are linkify's own schemes: naming them again warns with every editor made.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
        code: false,
        codeBlock: false,
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml || '',
    editorProps: { attributes: boxAttributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: boxAttributes } });
  }, [editor, boxAttributes]);

  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid={testId}>
      <span id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </span>
      <div
        className={`overflow-hidden rounded-xl border bg-surface focus-within:ring-3 ${
          error ? 'border-danger focus-within:ring-danger/40' : 'border-line focus-within:border-primary focus-within:ring-primary/45'
        }`}
      >
        {editor ? <Toolbar editor={editor} label={label} uploadImage={uploadImage} /> : null}
        <EditorContent editor={editor} />
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type Panel = null | 'link' | 'image';

function Toolbar({ editor, label, uploadImage }: { editor: Editor; label: string; uploadImage: Props['uploadImage'] }) {
  const { t } = useTranslation('publishing');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<Panel>(null);
  const chain = () => editor.chain().focus();
  const toggle = (which: Exclude<Panel, null>) => setPanel(panel === which ? null : which);
  const toggleLink = () => toggle('link');
  const toggleImage = () => toggle('image');
  const tool = (name: string, text: ReactNode, active: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      aria-label={name}
      title={name}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={`inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-bold transition-colors disabled:opacity-40 ${
        active ? 'bg-primary-light text-primary-dark' : 'text-ink-soft hover:bg-surface-alt hover:text-ink'
      }`}
    >
      {text}
    </button>
  );

  return (
    <div className="border-b border-line-soft bg-surface-alt">
      <div role="toolbar" aria-label={t('editor.formatting', { label })} className="flex flex-wrap items-center gap-0.5 px-2 py-1.5">
        {tool(t('editor.bold'), GLYPH.bold, state.bold, () => chain().toggleBold().run())}
        {tool(t('editor.italic'), <i>I</i>, state.italic, () => chain().toggleItalic().run())}
        <Sep />
        {tool(t('editor.heading'), GLYPH.h2, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool(t('editor.subheading'), GLYPH.h3, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        <Sep />
        {tool(t('editor.bullets'), GLYPH.bullet, state.bullet, () => chain().toggleBulletList().run())}
        {tool(t('editor.numbers'), GLYPH.ordered, state.ordered, () => chain().toggleOrderedList().run())}
        {tool(t('editor.quote'), GLYPH.quote, state.quote, () => chain().toggleBlockquote().run())}
        <Sep />
        {tool(t('editor.link'), t('editor.link'), state.link || panel === 'link', toggleLink)}
        {tool(t('editor.image'), <ImageIcon size={18} />, panel === 'image', toggleImage)}
        <Sep />
        {tool(t('editor.undo'), GLYPH.undo, undefined, () => chain().undo().run(), !state.canUndo)}
        {tool(t('editor.redo'), GLYPH.redo, undefined, () => chain().redo().run(), !state.canRedo)}
      </div>
      {panel === 'link' ? <LinkPanel editor={editor} onDone={() => setPanel(null)} /> : null}
      {panel === 'image' ? <ImagePanel editor={editor} onDone={() => setPanel(null)} uploadImage={uploadImage} /> : null}
    </div>
  );
}

/** What the toolbar's buttons show (their names are translated). */
const GLYPH = { bold: 'B', h2: 'H2', h3: 'H3', bullet: '•', ordered: '1.', quote: '❝', undo: '↶', redo: '↷' } as const;

const Sep = () => <span aria-hidden="true" className="mx-1 h-6 w-px bg-line-soft" />;

function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('publishing');
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!WEB_LINK.test(value)) {
      setError(t('editor.badLink'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: value, marks: [{ type: 'link', attrs: { href: value } }] }).run();
    else chain.setLink({ href: value }).run();
    onDone();
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-line-soft px-3 py-2" data-testid="link-panel">
      <label htmlFor={id} className="sr-only">
        {t('editor.linkAddress')}
      </label>
      <div className="min-w-0 flex-1">
        <input
          id={id}
          autoFocus
          type="url"
          inputMode="url"
          placeholder="https://"
          value={href}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') onDone();
          }}
          className={inputClass(!!error, 'h-10')}
        />
        <FieldError message={error} />
      </div>
      <button type="button" onClick={apply} className={buttonClass('primary', 'sm', 'h-10')}>
        {current ? t('editor.updateLink') : t('editor.addLink')}
      </button>
      {current ? (
        <button type="button" onClick={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), onDone())} className={buttonClass('secondary', 'sm', 'h-10')}>
          {t('editor.removeLink')}
        </button>
      ) : null}
    </div>
  );
}

function ImagePanel({ editor, onDone, uploadImage }: { editor: Editor; onDone: () => void; uploadImage: Props['uploadImage'] }) {
  const { t } = useTranslation('publishing');
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const srcId = useId();
  const altId = useId();
  const insert = (url: string) => {
    editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    onDone();
  };
  const byUrl = () => {
    const value = src.trim();
    if (!/^(https?:\/\/|\/media\/)\S+$/i.test(value)) {
      setError(t('editor.badImage'));
      return;
    }
    insert(value);
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      setLoading(true);
      const { url } = await uploadImage(file);
      insert(url);
    } catch (err) {
      setError(errorMessage(err, t('editor.imageFailed')));
    } finally {
      setLoading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  return (
    <div className="grid gap-2 border-t border-line-soft px-3 py-2 sm:grid-cols-[1fr_1fr_auto]" data-testid="image-panel">
      <div className="min-w-0">
        <label htmlFor={srcId} className="text-xs font-semibold text-ink-soft">
          {t('editor.imageAddress')}
        </label>
        <input id={srcId} autoFocus type="url" placeholder="https://" value={src} onChange={(e) => setSrc(e.target.value)} className={inputClass(!!error, 'h-10')} />
      </div>
      <div className="min-w-0">
        <label htmlFor={altId} className="text-xs font-semibold text-ink-soft">
          {t('editor.alt')}
        </label>
        <input id={altId} type="text" value={alt} onChange={(e) => setAlt(e.target.value)} className={inputClass(false, 'h-10')} />
      </div>
      <div className="flex items-end gap-2">
        <button type="button" onClick={byUrl} className={buttonClass('primary', 'sm', 'h-10')}>
          {t('editor.insert')}
        </button>
        <label className={`${buttonClass('secondary', 'sm', 'h-10')} cursor-pointer focus-within:outline-3 focus-within:outline-primary`}>
          <UploadIcon size={16} />
          {isLoading ? t('editor.uploading') : t('editor.upload')}
          <input ref={fileRef} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={(e) => void onFile(e.target.files?.[0])} />
        </label>
        <button type="button" aria-label={t('editor.close')} onClick={onDone} className={`${iconButtonClass} size-10`}>
          ×
        </button>
      </div>
      {error ? (
        <div className="sm:col-span-3">
          <FieldError message={error} />
        </div>
      ) : null}
    </div>
  );
}
