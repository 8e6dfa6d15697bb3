/** The rich-text editor of schema forms, loaded lazily: as wide as the form with a usable height… */
// Reasoning: docs/decisions.md "Notes: src/common/RichTextEditor.tsx"
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import InsertLink from '@mui/icons-material/InsertLink';
import ImageIcon from '@mui/icons-material/Image';
import { useEditorState } from '@tiptap/react';
// The commands these extensions add to the editor (types only: ra-input-rich-text loads them).
import type {} from '@tiptap/extension-heading';
import type {} from '@tiptap/extension-link';
import type {} from '@tiptap/extension-image';
import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useEditorSelection,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useT } from './i18n';

export const EDITOR_TEXTS = {
  link: 'Add a link',
  image: 'Insert an image',
  url: 'URL',
  imageUrl: 'Image URL',
  imageAlt: 'Description of the image',
  insert: 'Insert',
  cancel: 'Cancel',
  badUrl: 'Enter a web address starting with http:// or https://',
} as const;

/** A link or an image the stored HTML keeps (the sanitizer drops other schemes): http(s), and mailto/tel for links. */
export const acceptableUrl = (value: string, kind: 'link' | 'image'): boolean => {
  const url = value.trim();
  return kind === 'link' ? /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s-]*)$/i.test(url) : /^https?:\/\/\S+$/i.test(url);
};

const LEVELS = [2, 3] as const;

/** Headings 2 and 3 (the page's title is the h1): a toggle each, pressed where the cursor is in one. */
const HeadingButtons = () => {
  const editor = useTiptapEditor();
  const active = useEditorState({
    editor,
    selector: ({ editor }) => (editor ? LEVELS.filter(level => editor.isActive('heading', { level })) : []),
  });
  const t = useT();
  return (
    <ToggleButtonGroup size="small" value={active ?? []} aria-label={t('Headings')}>
      {LEVELS.map(level => (
        <ToggleButton
          key={level}
          value={level}
          aria-label={t('Heading %{level}', { level })}
          title={t('Heading %{level}', { level })}
          disabled={!editor?.isEditable}
          onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
        >
          {`H${level}`}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};

/** The console's dialog asking for a URL (and an image's description): nothing is inserted without a usable one. */
const UrlDialog = ({
  kind,
  initial,
  onClose,
  onInsert,
}: {
  kind: 'link' | 'image';
  initial: string;
  onClose: () => void;
  onInsert: (url: string, alt: string) => void;
}) => {
  const [url, setUrl] = useState(initial);
  const [alt, setAlt] = useState('');
  const [touched, setTouched] = useState(false);
  const t = useT();
  const bad = !acceptableUrl(url, kind);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (!bad) onInsert(url.trim(), alt.trim());
  };
  const title = kind === 'link' ? EDITOR_TEXTS.link : EDITOR_TEXTS.image;
  return (
    <Dialog open onClose={onClose} aria-labelledby="rich-text-url-title" fullWidth maxWidth="sm">
      {/* Its own form: Enter inserts, and never submits the record's form around the editor. */}
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rich-text-url-title">{t(title)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t(kind === 'link' ? EDITOR_TEXTS.url : EDITOR_TEXTS.imageUrl)}
            value={url}
            onChange={e => setUrl(e.target.value)}
            error={touched && bad}
            helperText={touched && bad ? t(EDITOR_TEXTS.badUrl) : undefined}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          {kind === 'image' && (
            <TextField fullWidth margin="dense" label={t(EDITOR_TEXTS.imageAlt)} value={alt} onChange={e => setAlt(e.target.value)} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t(EDITOR_TEXTS.cancel)}</Button>
          <Button type="submit" variant="contained">
            {t(EDITOR_TEXTS.insert)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** Link (on selected text) and image buttons, each through UrlDialog. */
const InsertButtons = () => {
  const editor = useTiptapEditor();
  const selection = useEditorSelection();
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const linked = useEditorState({ editor, selector: ({ editor }) => (editor ? editor.isActive('link') : false) });
  const t = useT();
  const close = () => {
    setAsking(null);
    editor?.commands.focus();
  };
  const insert = (url: string, alt: string) => {
    if (asking === 'link') editor?.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    else
      editor
        ?.chain()
        .focus()
        .setImage({ src: url, alt: alt || undefined })
        .run();
    setAsking(null);
  };
  return (
    <>
      <ToggleButtonGroup size="small" aria-label={t('Insert')}>
        <ToggleButton
          value="link"
          aria-label={t(EDITOR_TEXTS.link)}
          title={t(EDITOR_TEXTS.link)}
          selected={!!linked}
          disabled={!editor?.isEditable || !selection}
          onClick={() => setAsking('link')}
        >
          <InsertLink fontSize="inherit" />
        </ToggleButton>
        <ToggleButton
          value="image"
          aria-label={t(EDITOR_TEXTS.image)}
          title={t(EDITOR_TEXTS.image)}
          disabled={!editor?.isEditable}
          onClick={() => setAsking('image')}
        >
          <ImageIcon fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      {asking && (
        <UrlDialog
          kind={asking}
          initial={asking === 'link' ? String(editor?.getAttributes('link').href ?? '') : ''}
          onClose={close}
          onInsert={insert}
        />
      )}
    </>
  );
};

const TOOLBAR = (
  <RichTextInputToolbar>
    <HeadingButtons />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <InsertButtons />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/** As wide as the form, and some twelve lines high before it grows with its text. */
const EDITOR_SX = { width: '100%', '& .RaRichTextInput-editorContent .ProseMirror': { minHeight: 240 } } as const;

const RichTextEditor = (props: RichTextInputProps) => (
  <RichTextInput {...props} toolbar={TOOLBAR} sx={{ ...EDITOR_SX, ...(props.sx as object) }} />
);

export default RichTextEditor;
