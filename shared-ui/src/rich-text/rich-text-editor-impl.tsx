import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ContentState,
  convertFromHTML,
  Editor,
  EditorState,
  getDefaultKeyBinding,
  RichUtils,
  type DraftEditorCommand,
  type DraftHandleValue,
} from 'draft-js';
import { stateToHTML } from 'draft-js-export-html';
import { Box, HStack, IconButton } from '@chakra-ui/react';
import { LuBold, LuItalic, LuList, LuListOrdered, LuUnderline } from 'react-icons/lu';
import { richTextCss } from './rich-text-view';
import type { RichTextEditorProps } from './rich-text-editor';

interface ImplProps extends Omit<RichTextEditorProps, 'label' | 'error' | 'required'> {
  labelId?: string;
  ariaLabel?: string;
  invalid?: boolean;
}

function fromHtml(html: string): EditorState {
  if (!html) return EditorState.createEmpty();
  const { contentBlocks, entityMap } = convertFromHTML(html);
  if (!contentBlocks || contentBlocks.length === 0) return EditorState.createEmpty();
  return EditorState.createWithContent(ContentState.createFromBlockArray(contentBlocks, entityMap));
}

function toHtml(state: EditorState): string {
  const content = state.getCurrentContent();
  return content.hasText() ? stateToHTML(content) : '';
}

/** A toolbar button: whether the selection has its format, and the state with the format toggled. */
interface Format {
  label: string;
  icon: ReactNode;
  active: (state: EditorState) => boolean;
  toggle: (state: EditorState) => EditorState;
}

const inlineStyle = (style: string) => ({
  active: (state: EditorState) => state.getCurrentInlineStyle().has(style),
  toggle: (state: EditorState) => RichUtils.toggleInlineStyle(state, style),
});

function blockTypeAt(state: EditorState): string | undefined {
  return state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey())?.getType();
}

const blockType = (type: string) => ({
  active: (state: EditorState) => blockTypeAt(state) === type,
  toggle: (state: EditorState) => RichUtils.toggleBlockType(state, type),
});

const FORMATS: Format[] = [
  { label: 'Bold', icon: <LuBold />, ...inlineStyle('BOLD') },
  { label: 'Italic', icon: <LuItalic />, ...inlineStyle('ITALIC') },
  { label: 'Underline', icon: <LuUnderline />, ...inlineStyle('UNDERLINE') },
  { label: 'Bulleted list', icon: <LuList />, ...blockType('unordered-list-item') },
  { label: 'Numbered list', icon: <LuListOrdered />, ...blockType('ordered-list-item') },
];

export default function RichTextEditorImpl({
  value,
  onChange,
  placeholder,
  readOnly = false,
  minHeight = '10rem',
  onBlur,
  labelId,
  ariaLabel,
  invalid,
}: ImplProps) {
  const [state, setState] = useState(() => fromHtml(value));
  const emitted = useRef(value);
  const editor = useRef<Editor>(null);

  // A value from outside (record loaded, form reset) replaces the content; our own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setState(fromHtml(value));
  }, [value]);

  function update(next: EditorState) {
    setState(next);
    if (next.getCurrentContent() === state.getCurrentContent()) return;
    const html = toHtml(next);
    if (html !== emitted.current) {
      emitted.current = html;
      onChange(html);
    }
  }

  function handleKeyCommand(command: DraftEditorCommand, current: EditorState): DraftHandleValue {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  }

  // draft-js hides the placeholder itself only while the first block is unstyled.
  const content = state.getCurrentContent();
  const hidePlaceholder =
    !content.hasText() && content.getBlockMap().first()?.getType() !== 'unstyled';

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      bg="bg.panel"
      w="full"
      _focusWithin={{
        borderColor: 'brand.solid',
        boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)',
      }}
    >
      {!readOnly && (
        <HStack gap={1} p={1} borderBottomWidth="1px" role="toolbar" aria-label="Formatting">
          {FORMATS.map((f) => (
            <IconButton
              key={f.label}
              aria-label={f.label}
              aria-pressed={f.active(state)}
              size="xs"
              variant={f.active(state) ? 'subtle' : 'ghost'}
              // mousedown keeps the editor's selection, which a click would lose
              onMouseDown={(e) => {
                e.preventDefault();
                update(f.toggle(state));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  update(f.toggle(state));
                }
              }}
            >
              {f.icon}
            </IconButton>
          ))}
        </HStack>
      )}
      <Box
        px={3}
        py={2}
        minH={minHeight}
        position="relative"
        cursor="text"
        onClick={() => editor.current?.focus()}
        css={{
          ...richTextCss,
          '& .public-DraftEditor-content': {
            minHeight: `calc(${minHeight} - 1rem)`,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'break-word',
            outline: 'none',
          },
          '& .public-DraftStyleDefault-block': { position: 'relative', whiteSpace: 'pre-wrap' },
          '& .public-DraftEditorPlaceholder-root': {
            position: 'absolute',
            color: 'fg.subtle',
            pointerEvents: 'none',
          },
          '& .public-DraftEditorPlaceholder-hasFocus': { color: 'fg.subtle' },
          '& .public-DraftStyleDefault-ul, & .public-DraftStyleDefault-ol': { ms: 0, ps: 6, mb: 2 },
          '& .public-DraftStyleDefault-ul': { listStyleType: 'disc' },
          '& .public-DraftStyleDefault-ol': { listStyleType: 'decimal' },
        }}
      >
        <Editor
          ref={editor}
          editorState={state}
          onChange={update}
          handleKeyCommand={handleKeyCommand}
          keyBindingFn={getDefaultKeyBinding}
          placeholder={hidePlaceholder ? undefined : placeholder}
          readOnly={readOnly}
          onBlur={() => onBlur?.()}
          ariaLabelledBy={labelId}
          ariaLabel={ariaLabel}
          ariaMultiline
          spellCheck
          stripPastedStyles={false}
        />
      </Box>
    </Box>
  );
}
