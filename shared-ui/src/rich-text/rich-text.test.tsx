import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test-utils';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';
import { sanitizeHtml } from './sanitize';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="About"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button onClick={() => setValue('<p>Replaced</p>')}>Load record</button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the HTML it was given, labelled, with its toolbar', async () => {
    await renderUi(<Harness initial="<p>Hello <strong>team</strong></p>" onChange={jest.fn()} />);
    const editor = await screen.findByRole('textbox', { name: 'About' });
    expect(editor).toHaveTextContent('Hello team');
    expect(editor.querySelector('[style*="font-weight: bold"], strong')).toHaveTextContent('team');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('emits HTML when the content changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderUi(<Harness initial="<p>Java</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'About' });
    await user.pointer({
      keys: '[MouseLeft>]',
      target: screen.getByRole('button', { name: 'Bulleted list' }),
    });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[onChange.mock.calls.length - 1][0]).toMatch(
      /^<ul>\s*<li>Java<\/li>\s*<\/ul>$/,
    );
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('takes a new value from outside', async () => {
    const user = userEvent.setup();
    await renderUi(<Harness initial="<p>Old</p>" onChange={jest.fn()} />);
    await screen.findByRole('textbox', { name: 'About' });
    await user.click(screen.getByRole('button', { name: 'Load record' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'About' })).toHaveTextContent('Replaced'),
    );
  });
});

describe('RichTextView', () => {
  it('renders the HTML without scripts or event handlers', async () => {
    await renderUi(
      <RichTextView
        data-testid="view"
        html={
          '<p onclick="steal()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">'
        }
      />,
    );
    const view = screen.getByTestId('view');
    expect(view).toHaveTextContent('Hi there');
    expect(view.querySelector('b')).toHaveTextContent('there');
    expect(view.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('keeps ordinary links', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml(null)).toBe('');
  });
});
