/**
 * The rich-text editor of schema forms (ra-input-rich-text, the product's choice), loaded lazily:
 * its toolbar without react-admin's heading-level select, whose list items sit in a <nav> and
 * which axe reports as a serious fault (docs/decisions.md); bold, italic, underline, strike,
 * code, lists, links, quotes and clear formatting remain.
 */
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar, type RichTextInputProps } from 'ra-input-rich-text';

const TOOLBAR = (
  <RichTextInputToolbar>
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

const RichTextEditor = (props: RichTextInputProps) => <RichTextInput {...props} toolbar={TOOLBAR} />;

export default RichTextEditor;
