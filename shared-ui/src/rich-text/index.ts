export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RichTextView } from './rich-text-view';
export { sanitizeHtml } from './sanitize';
