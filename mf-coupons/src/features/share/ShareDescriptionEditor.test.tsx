// The share description on the real editor of @gangazo/ui (Quill in jsdom); only BMP/ICO conversion,
// which needs a canvas, is faked. The editor's own behaviour is tested in packages/ui.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { useState } from 'react';
import type { ShareDelta } from '@gangazo/contracts';
import { ShareDescriptionEditor } from './ShareDescriptionEditor';

jest.mock('./imageFiles', () => ({
  ...jest.requireActual('./imageFiles'),
  convertToPng: jest.fn(async (file: File) => new File(['png'], file.name.replace(/\.\w+$/, '.png'), { type: 'image/png' })),
}));

// jsdom has no layout: Quill's scroll-into-view asks ranges for boxes.
beforeAll(() => {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});

function Form({ onDelta, upload, error, hint }: { onDelta: (delta: ShareDelta) => void; upload: (file: File) => Promise<string>; error?: string; hint?: string }) {
  const [value, setValue] = useState<ShareDelta | null>(null);
  return (
    <ShareDescriptionEditor
      label="Descripción de la oferta"
      value={value}
      onChange={(delta) => {
        setValue(delta);
        onDelta(delta);
      }}
      onUploadImage={upload}
      error={error}
      hint={hint}
    />
  );
}

function renderEditor(upload: (file: File) => Promise<string> = async () => '/api/v1/images/offer/0123456789abcdef01234567?width=960', props: { error?: string; hint?: string } = {}) {
  const changes: ShareDelta[] = [];
  const onUploadImage = jest.fn(upload);
  const view = render(<Form onDelta={(delta) => changes.push(delta)} upload={onUploadImage} {...props} />);
  return { ...view, changes, onUploadImage, user: userEvent.setup() };
}

async function quillOf(): Promise<Quill> {
  const root = await screen.findByRole('textbox', { name: 'Descripción de la oferta' });
  const quill = Quill.find(root.closest('.ql-container') as Element);
  if (!(quill instanceof Quill)) throw new Error('no Quill instance');
  return quill;
}

const last = (changes: ShareDelta[]) => changes[changes.length - 1]!;

describe('share description editor', () => {
  it('has the SPEC §2 toolbar named in Spanish', async () => {
    renderEditor();
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
    for (const name of ['Negrita', 'Cursiva', 'Lista numerada', 'Enlace', 'Imagen', 'Video', 'Quitar formato']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(toolbar).toHaveClass('ql-snow');
  });

  it('hands every change over as the body description (a Delta)', async () => {
    const { changes } = renderEditor();
    const quill = await quillOf();
    act(() => {
      quill.insertText(0, 'Precio histórico', { bold: true }, 'user');
    });
    expect(last(changes)).toEqual({ ops: [{ insert: 'Precio histórico', attributes: { bold: true } }, { insert: '\n' }] });
    act(() => {
      quill.insertText(16, ' en ', 'user');
      quill.insertText(20, 'el Éxito', 'link', '/cupones/exito', 'user');
    });
    // Text typed after bold text stays bold; a link to a page of this site keeps its path.
    expect(last(changes).ops).toContainEqual({ insert: 'el Éxito', attributes: { bold: true, link: '/cupones/exito' } });
    expect(quill.getText()).toBe('Precio histórico en el Éxito\n');
  });

  it('never keeps a javascript: link, image or video', async () => {
    const { changes } = renderEditor();
    const quill = await quillOf();
    act(() => {
      quill.insertText(0, 'malo', 'link', 'javascript:alert(1)', 'user');
      quill.insertEmbed(4, 'image', 'javascript:alert(2)', 'user');
      quill.insertEmbed(5, 'video', 'javascript:alert(3)', 'user');
    });
    expect(JSON.stringify(last(changes))).not.toMatch(/javascript:/i);
  });

  it('uploads a picked image and inserts its path where the cursor is', async () => {
    const { changes, onUploadImage, user } = renderEditor();
    const quill = await quillOf();
    act(() => {
      quill.insertText(0, 'Foto:', 'user');
      quill.setSelection(5, 0);
    });
    await user.upload(screen.getByLabelText('Subir imagen'), new File(['x'], 'tv.png', { type: 'image/png' }));
    await waitFor(() => expect(last(changes).ops).toEqual([{ insert: 'Foto:' }, { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567?width=960' } }, { insert: '\n' }]));
    expect(onUploadImage).toHaveBeenCalledTimes(1);
    expect(onUploadImage.mock.calls[0]?.[0].name).toBe('tv.png');
  });

  it('turns a BMP or ICO into PNG before uploading it, refuses other files and shows upload errors', async () => {
    const { onUploadImage, user } = renderEditor(async (file) => {
      if (file.name === 'falla.png') throw new Error('La imagen pesa demasiado.');
      return '/api/v1/images/offer/0123456789abcdef01234567';
    });
    await quillOf();
    const input = screen.getByLabelText('Subir imagen');
    await user.upload(input, new File(['x'], 'icono.bmp', { type: 'image/bmp' }));
    await waitFor(() => expect(onUploadImage).toHaveBeenCalledTimes(1));
    expect(onUploadImage.mock.calls[0]?.[0]).toMatchObject({ name: 'icono.png', type: 'image/png' });
    await user.upload(input, new File(['x'], 'favicon.ico', { type: 'image/vnd.microsoft.icon' }));
    await waitFor(() => expect(onUploadImage).toHaveBeenCalledTimes(2));
    expect(onUploadImage.mock.calls[1]?.[0]).toMatchObject({ name: 'favicon.png', type: 'image/png' });

    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['<svg/>'], 'dibujo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo puedes subir imágenes PNG, GIF, JPEG, BMP o ICO.');
    expect(onUploadImage).toHaveBeenCalledTimes(2);

    await user.upload(input, new File(['x'], 'falla.png', { type: 'image/png' }));
    expect(await screen.findByText('La imagen pesa demasiado.')).toBeInTheDocument();
  });

  it('shows the hint, then a field error in its place, marking the writing area invalid', async () => {
    const { rerender } = renderEditor(undefined, { hint: 'Al menos 10 caracteres.' });
    const box = await screen.findByRole('textbox', { name: 'Descripción de la oferta' });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Al menos 10 caracteres.'));
    rerender(<Form onDelta={() => undefined} upload={async () => ''} hint="Al menos 10 caracteres." error="Describe la oferta en al menos 10 caracteres." />);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Describe la oferta en al menos 10 caracteres.');
    expect(screen.queryByText('Al menos 10 caracteres.')).not.toBeInTheDocument();
  });
});
