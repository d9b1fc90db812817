// Runs the real Quill (it works in jsdom); only BMP/ICO conversion, which needs a canvas, is faked.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import type { ShareDelta } from '@gangazo/contracts';
import { DescriptionEditor } from './DescriptionEditor';

jest.mock('../imageFiles', () => ({
  ...jest.requireActual('../imageFiles'),
  convertToPng: jest.fn(async (file: File) => new File(['png'], file.name.replace(/\.\w+$/, '.png'), { type: 'image/png' })),
}));

// jsdom has no layout: Quill's scroll-into-view asks ranges for boxes.
beforeAll(() => {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});

function renderEditor(upload: (file: File) => Promise<string> = async () => '/api/v1/images/offer/0123456789abcdef01234567?width=960') {
  const changes: ShareDelta[] = [];
  const onUploadImage = jest.fn(upload);
  const view = render(<DescriptionEditor label="Descripción de la oferta" onChange={(delta) => changes.push(delta)} onUploadImage={onUploadImage} />);
  return { ...view, changes, onUploadImage, user: userEvent.setup() };
}

async function quillOf(): Promise<Quill> {
  const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
  const container = toolbar.parentElement?.querySelector('.ql-container');
  const quill = container ? Quill.find(container) : null;
  if (!(quill instanceof Quill)) throw new Error('no Quill instance');
  return quill;
}

const last = (changes: ShareDelta[]) => changes[changes.length - 1]!;

describe('description editor (real Quill, snow theme)', () => {
  it('shows a loading note, then the SPEC §2 toolbar with Spanish names', async () => {
    renderEditor();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el editor…');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
    expect(toolbar).toHaveClass('ql-snow');
    for (const name of [
      'Negrita',
      'Cursiva',
      'Subrayado',
      'Tachado',
      'Lista numerada',
      'Lista con viñetas',
      'Reducir sangría',
      'Aumentar sangría',
      'Enlace',
      'Imagen',
      'Video',
      'Quitar formato',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Alineación', 'Tamaño del texto', 'Encabezado', 'Color del texto', 'Color de fondo']) {
      expect(within(toolbar).getAllByRole('button', { name }).length).toBeGreaterThan(0);
    }
    const headers = toolbar.querySelectorAll('.ql-header .ql-picker-item');
    expect([...headers].map((item) => item.getAttribute('aria-label'))).toEqual(['Encabezado 1', 'Encabezado 2', 'Encabezado 3', 'Encabezado 4', 'Encabezado 5', 'Encabezado 6', 'Texto normal']);
    const sizes = toolbar.querySelectorAll('.ql-size .ql-picker-item');
    expect([...sizes].map((item) => item.getAttribute('aria-label'))).toEqual(['Pequeño', 'Normal', 'Grande', 'Enorme']);
    expect(screen.getByRole('textbox', { name: 'Descripción de la oferta' })).toHaveAttribute('aria-multiline', 'true');
    expect(screen.queryByText('Cargando el editor…')).not.toBeInTheDocument();
  });

  it('hands every change over as a Delta', async () => {
    const { changes } = renderEditor();
    const quill = await quillOf();
    quill.insertText(0, 'Precio histórico', { bold: true }, 'user');
    expect(last(changes)).toEqual({ ops: [{ insert: 'Precio histórico', attributes: { bold: true } }, { insert: '\n' }] });
  });

  it('indents from level 1 to 8 and no further', async () => {
    const { changes } = renderEditor();
    const quill = await quillOf();
    quill.insertText(0, 'Punto\n', 'user');
    quill.formatLine(0, 1, 'indent', 8, 'user');
    expect(last(changes).ops.find((op) => op.attributes?.indent)?.attributes).toEqual({ indent: 8 });
    quill.formatLine(0, 1, 'indent', 9, 'user');
    expect(quill.getFormat(0, 1).indent).toBe(8);
  });

  it('never keeps a javascript: link, image or video; safe ones stay', async () => {
    const { changes } = renderEditor();
    const quill = await quillOf();
    quill.insertText(0, 'malo', 'link', 'javascript:alert(1)', 'user');
    quill.insertText(4, ' bueno', 'link', 'https://www.exito.com/tv', 'user');
    quill.insertEmbed(10, 'image', 'javascript:alert(2)', 'user');
    quill.insertEmbed(11, 'video', 'javascript:alert(3)', 'user');
    const html = quill.root.innerHTML;
    expect(html).not.toMatch(/javascript:/i);
    expect(JSON.stringify(last(changes))).not.toMatch(/javascript:/i);
    expect(quill.root.querySelector('a[href="https://www.exito.com/tv"]')).toHaveTextContent('bueno');
  });

  it('uploads a picked image and inserts it where the cursor is', async () => {
    const { changes, onUploadImage, user } = renderEditor();
    const quill = await quillOf();
    quill.insertText(0, 'Foto:', 'user');
    quill.setSelection(5, 0);
    await user.upload(screen.getByLabelText('Imagen para la descripción'), new File(['x'], 'tv.png', { type: 'image/png' }));
    await waitFor(() => expect(onUploadImage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(last(changes).ops).toContainEqual({ insert: { image: '/api/v1/images/offer/0123456789abcdef01234567?width=960' } }));
    expect(onUploadImage.mock.calls[0]?.[0].name).toBe('tv.png');
  });

  it('turns a BMP into PNG before uploading it, refuses other files and shows upload errors', async () => {
    const { onUploadImage, user } = renderEditor(async (file) => {
      if (file.name === 'falla.png') throw new Error('La imagen pesa demasiado.');
      return '/api/v1/images/offer/0123456789abcdef01234567';
    });
    await quillOf();
    const input = screen.getByLabelText('Imagen para la descripción');
    await user.upload(input, new File(['x'], 'icono.bmp', { type: 'image/bmp' }));
    await waitFor(() => expect(onUploadImage).toHaveBeenCalledTimes(1));
    expect(onUploadImage.mock.calls[0]?.[0]).toMatchObject({ name: 'icono.png', type: 'image/png' });

    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(input, new File(['<svg/>'], 'dibujo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo puedes subir imágenes PNG, GIF, JPEG, BMP o ICO.');
    expect(onUploadImage).toHaveBeenCalledTimes(1);

    await user.upload(input, new File(['x'], 'falla.png', { type: 'image/png' }));
    expect(await screen.findByText('La imagen pesa demasiado.')).toBeInTheDocument();
  });

  it('shows a field error and marks the writing area invalid', async () => {
    render(<DescriptionEditor label="Descripción" onChange={() => undefined} onUploadImage={async () => ''} error="Describe la oferta en al menos 10 caracteres." />);
    const box = await screen.findByRole('textbox', { name: 'Descripción' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Describe la oferta en al menos 10 caracteres.');
  });
});
