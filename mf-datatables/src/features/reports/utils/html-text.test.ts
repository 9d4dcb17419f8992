import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the words, one space between blocks, none added inside a line', () => {
    expect(htmlToText('<p>Backend <b>engi</b>neer</p><ul><li>Java</li><li>SQL</li></ul>')).toBe(
      'Backend engineer Java SQL',
    );
    expect(htmlToText('line one<br>line two<br/>three')).toBe('line one line two three');
    expect(htmlToText('plain   text\n')).toBe('plain text');
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
  });

  it('decodes entities and drops what is not text', () => {
    expect(
      htmlToText('<p>R&amp;D &lt;team&gt; &quot;A&quot; &#39;B&#39; &#x20B9;5&nbsp;L &bogus;</p>'),
    ).toBe('R&D <team> "A" \'B\' ₹5 L &bogus;');
    expect(htmlToText('<style>p{}</style><script>alert(1)</script><!-- c -->Hi')).toBe('Hi');
    expect(htmlToText('&lt;script&gt;')).toBe('<script>');
  });
});
