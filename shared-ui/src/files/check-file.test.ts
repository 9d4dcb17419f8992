import { acceptOf, DOCUMENT_KINDS, fileRefusal, IMAGE_KINDS, RESUME_KINDS } from './check-file';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('fileRefusal: a file checked before it is uploaded, in the server words', () => {
  it("refuses a kind the field does not take, naming the kinds", () => {
    expect(fileRefusal(file('notes.txt', 120, 'text/plain'), { kinds: RESUME_KINDS, label: 'resume' })).toBe(
      'The resume must be a file of type: pdf, doc, docx, html.',
    );
    expect(fileRefusal(file('me.pdf', 900, 'application/pdf'), { kinds: IMAGE_KINDS, label: 'profile pic' })).toBe(
      'The profile pic must be a file of type: png, jpeg, webp, gif.',
    );
  });

  it('refuses a file over the limit, naming it, and an empty one', () => {
    expect(
      fileRefusal(file('scan.pdf', 11 * 1024 * 1024, 'application/pdf'), { kinds: DOCUMENT_KINDS, label: 'attachment' }),
    ).toBe('The attachment is too large (at most 10 MB).');
    expect(
      fileRefusal(file('scan.pdf', 3 * 1024 * 1024, 'application/pdf'), {
        kinds: DOCUMENT_KINDS,
        label: 'attachment',
        maxBytes: 2 * 1024 * 1024,
      }),
    ).toBe('The attachment is too large (at most 2 MB).');
    expect(fileRefusal(file('cv.docx', 0), { kinds: RESUME_KINDS, label: 'resume' })).toBe('The resume is empty.');
  });

  it('takes the kinds by name or by type, whatever the case', () => {
    expect(fileRefusal(file('CV.PDF', 10), { kinds: RESUME_KINDS, label: 'resume' })).toBeNull();
    expect(fileRefusal(file('cv', 10, 'application/msword'), { kinds: RESUME_KINDS, label: 'resume' })).toBeNull();
    expect(fileRefusal(file('page.htm', 10, 'text/html'), { kinds: RESUME_KINDS, label: 'resume' })).toBeNull();
    expect(acceptOf(RESUME_KINDS)).toContain('.docx');
  });
});
