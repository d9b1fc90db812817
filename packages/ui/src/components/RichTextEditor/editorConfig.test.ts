import { EDITOR_FORMATS, EDITOR_IMAGE_TYPES, EDITOR_MAX_INDENT, EDITOR_TOOLBAR, isAcceptedImageType } from './editorConfig';

describe('editor toolbar (SPEC §2 "Rich-text editor")', () => {
  it('holds exactly bold, italic, underline, strike, align, lists, indent, size, header 1–6, link, image, video, colours and clean', () => {
    expect(EDITOR_TOOLBAR).toEqual([
      ['bold', 'italic', 'underline', 'strike'],
      [{ align: [] }],
      [{ list: 'ordered' }, { list: 'bullet' }],
      [{ indent: '-1' }, { indent: '+1' }],
      [{ size: ['small', false, 'large', 'huge'] }],
      [{ header: [1, 2, 3, 4, 5, 6, false] }],
      ['link', 'image', 'video'],
      [{ color: [] }, { background: [] }],
      ['clean'],
    ]);
    expect(EDITOR_MAX_INDENT).toBe(8);
  });

  it('keeps only the formats the toolbar makes', () => {
    expect([...EDITOR_FORMATS].sort()).toEqual(['align', 'background', 'bold', 'color', 'header', 'image', 'indent', 'italic', 'link', 'list', 'size', 'strike', 'underline', 'video']);
  });

  it('accepts png, gif, jpeg, bmp and x-icon images (SPEC §5) and nothing else', () => {
    for (const type of ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon']) expect(isAcceptedImageType(type)).toBe(true);
    for (const type of ['image/svg+xml', 'image/webp', 'text/html', 'application/pdf', '']) expect(isAcceptedImageType(type)).toBe(false);
    expect(EDITOR_IMAGE_TYPES).toContain('image/x-icon');
  });
});
