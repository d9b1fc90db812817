// Real Quill 2 in jsdom: the toolbar, the formats and the address checks are the ones a browser runs.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { useState } from 'react';
import { EDITOR_TOOLBAR } from './editorConfig';
import type { RichTextDelta } from './editorValue';
import { RichTextEditor, type RichTextDeltaEditorProps, type RichTextHtmlEditorProps } from './RichTextEditor';

// jsdom has no layout: Quill's scroll-into-view asks ranges for boxes.
beforeAll(() => {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getBoundingClientRect = empty;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
});

function Controlled(props: Partial<RichTextHtmlEditorProps> & { initial?: string; onHtml?: (html: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <RichTextEditor
        label="Contenido"
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          props.onHtml?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Vaciar
      </button>
      <output data-testid="html">{value}</output>
    </>
  );
}

/** The Delta form, as the share forms use it: `onDelta` sees every change, 'Vaciar' resets to null. */
function ControlledDelta(props: Partial<RichTextDeltaEditorProps> & { initial?: RichTextDelta | null; onDelta?: (delta: RichTextDelta) => void }) {
  const [value, setValue] = useState<RichTextDelta | null>(props.initial ?? null);
  return (
    <>
      <RichTextEditor
        label="Contenido"
        {...props}
        format="delta"
        value={value}
        onChange={(delta) => {
          // A normalized copy, as a caller may keep it: the editor must not write it back.
          setValue(JSON.parse(JSON.stringify(delta)) as RichTextDelta);
          props.onDelta?.(delta);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Vaciar
      </button>
    </>
  );
}

async function editor(name = 'Contenido'): Promise<Quill> {
  const root = await screen.findByRole('textbox', { name });
  const container = root.closest('.ql-container');
  const quill = container ? Quill.find(container) : null;
  if (!(quill instanceof Quill)) throw new Error('no Quill instance');
  return quill;
}

describe('RichTextEditor', () => {
  it('has exactly the SPEC §2 toolbar, named in Spanish', async () => {
    render(<Controlled />);
    await editor();
    expect(EDITOR_TOOLBAR.flat()).toEqual([
      'bold',
      'italic',
      'underline',
      'strike',
      { align: [] },
      { list: 'ordered' },
      { list: 'bullet' },
      { indent: '-1' },
      { indent: '+1' },
      { size: ['small', false, 'large', 'huge'] },
      { header: [1, 2, 3, 4, 5, 6, false] },
      'link',
      'image',
      'video',
      { color: [] },
      { background: [] },
      'clean',
    ]);
    const toolbar = screen.getByRole('toolbar', { name: 'Formato del texto' });
    for (const name of ['Negrita', 'Cursiva', 'Subrayado', 'Tachado', 'Lista numerada', 'Lista con viñetas', 'Reducir sangría', 'Aumentar sangría', 'Enlace', 'Imagen', 'Video', 'Quitar formato']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Alineación', 'Tamaño del texto', 'Encabezado', 'Color del texto', 'Color de fondo']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const sizes = [...toolbar.querySelectorAll('select.ql-size option')].map((option) => option.getAttribute('value'));
    expect(sizes).toEqual(['small', null, 'large', 'huge']);
    const headers = [...toolbar.querySelectorAll('select.ql-header option')].map((option) => option.getAttribute('value'));
    expect(headers).toEqual(['1', '2', '3', '4', '5', '6', null]);
  });

  it('hands the document to onChange as HTML, and "" when it is emptied', async () => {
    const onHtml = jest.fn();
    render(<Controlled onHtml={onHtml} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'Hola comunidad', 'user');
      quill.formatText(0, 4, 'bold', true, 'user');
      quill.formatLine(0, 1, 'list', 'bullet', 'user');
    });
    expect(onHtml).toHaveBeenLastCalledWith('<ol><li data-list="bullet"><strong>Hola</strong> comunidad</li></ol>');
    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    expect(onHtml).toHaveBeenLastCalledWith('');
  });

  it('starts from the HTML it is given and follows a reset from outside', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="<p>Texto <em>guardado</em></p>" />);
    const quill = await editor();
    expect(quill.getText()).toBe('Texto guardado\n');
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    await waitFor(() => expect(quill.getText()).toBe('\n'));
  });

  it('keeps indents between 1 and 8 (SPEC §9)', async () => {
    const onHtml = jest.fn();
    render(<Controlled onHtml={onHtml} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'Sangría', 'user');
      quill.formatLine(0, 1, 'indent', 8, 'user');
    });
    expect(onHtml).toHaveBeenLastCalledWith('<p class="ql-indent-8">Sangría</p>');
    act(() => {
      quill.formatLine(0, 1, 'indent', 9, 'user');
    });
    expect(onHtml).toHaveBeenLastCalledWith('<p class="ql-indent-8">Sangría</p>');
  });

  it('refuses dangerous link addresses and completes bare ones', async () => {
    const onHtml = jest.fn();
    render(<Controlled onHtml={onHtml} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'malo bueno', 'user');
      quill.formatText(0, 4, 'link', 'javascript:alert(1)', 'user');
      quill.formatText(5, 5, 'link', 'tienda.com/oferta', 'user');
    });
    const html = onHtml.mock.lastCall?.[0] as string;
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="about:blank"');
    expect(html).toContain('href="https://tienda.com/oferta"');
  });

  it('uploads a picked image through onUploadImage and inserts it at its absolute address', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUploadImage = jest.fn(async () => '/api/v1/images/forum/0123456789abcdef01234567');
    const onHtml = jest.fn();
    render(<Controlled onUploadImage={onUploadImage} onHtml={onHtml} />);
    await editor();
    const bmp = new File(['BM'], 'oferta.bmp', { type: 'image/bmp' });
    await user.upload(screen.getByLabelText('Subir imagen'), bmp);
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p><img src="http://localhost/api/v1/images/forum/0123456789abcdef01234567"></p>'));
    expect(onUploadImage).toHaveBeenCalledWith(bmp);
  });

  it('says in Spanish when a file is not an accepted picture or the upload fails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUploadImage = jest.fn(async () => {
      throw new Error('Formato de imagen no permitido. Usa PNG, JPG, GIF o WebP.');
    });
    render(<Controlled onUploadImage={onUploadImage} />);
    await editor();
    await user.upload(screen.getByLabelText('Subir imagen'), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo puedes subir imágenes PNG, GIF, JPEG, BMP o ICO.');
    expect(onUploadImage).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Subir imagen'), new File(['x'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Formato de imagen no permitido. Usa PNG, JPG, GIF o WebP.'));
  });

  it('marks the writing area invalid and describes it with the error', async () => {
    render(<Controlled error="Escribe al menos 20 caracteres." />);
    const root = await screen.findByRole('textbox', { name: 'Contenido' });
    await waitFor(() => expect(root).toHaveAttribute('aria-invalid', 'true'));
    expect(root).toHaveAccessibleDescription('Escribe al menos 20 caracteres.');
  });

  it('shows a loading note, then names every picker item in Spanish', async () => {
    render(<Controlled />);
    expect(screen.getByText('Cargando el editor…')).toHaveAttribute('role', 'status');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formato del texto' });
    expect(toolbar).toHaveClass('ql-snow');
    const items = (picker: string) => [...toolbar.querySelectorAll(`.ql-${picker} .ql-picker-item`)].map((item) => item.getAttribute('aria-label'));
    expect(items('header')).toEqual(['Encabezado 1', 'Encabezado 2', 'Encabezado 3', 'Encabezado 4', 'Encabezado 5', 'Encabezado 6', 'Texto normal']);
    expect(items('size')).toEqual(['Pequeño', 'Normal', 'Grande', 'Enorme']);
    expect(items('align')).toEqual(['Alinear a la izquierda', 'Centrar', 'Alinear a la derecha', 'Justificar']);
    expect(await screen.findByRole('textbox', { name: 'Contenido' })).toHaveAttribute('aria-multiline', 'true');
    expect(screen.queryByText('Cargando el editor…')).not.toBeInTheDocument();
  });

  it('shows the hint until an error takes its place', async () => {
    const { rerender } = render(<Controlled hint="Al menos 20 caracteres." />);
    const root = await screen.findByRole('textbox', { name: 'Contenido' });
    await waitFor(() => expect(root).toHaveAccessibleDescription('Al menos 20 caracteres.'));
    rerender(<Controlled hint="Al menos 20 caracteres." error="Describe la oferta en al menos 20 caracteres." />);
    await waitFor(() => expect(root).toHaveAccessibleDescription('Describe la oferta en al menos 20 caracteres.'));
    expect(screen.queryByText('Al menos 20 caracteres.')).not.toBeInTheDocument();
  });

  it('never keeps a javascript: video; YouTube and Vimeo addresses stay', async () => {
    const onHtml = jest.fn();
    render(<Controlled onHtml={onHtml} />);
    const quill = await editor();
    act(() => {
      quill.insertEmbed(0, 'video', 'javascript:alert(3)', 'user');
      quill.insertEmbed(1, 'video', 'https://www.youtube.com/embed/abc', 'user');
    });
    const html = onHtml.mock.lastCall?.[0] as string;
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
  });

  it('inserts several picked images in order', async () => {
    const user = userEvent.setup();
    let count = 0;
    const onUploadImage = jest.fn(async () => `/api/v1/images/forum/${String(++count).repeat(24)}`);
    const onHtml = jest.fn();
    render(<Controlled onUploadImage={onUploadImage} onHtml={onHtml} />);
    await editor();
    await user.upload(screen.getByLabelText('Subir imagen'), [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.gif', { type: 'image/gif' })]);
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(`<p><img src="http://localhost/api/v1/images/forum/${'1'.repeat(24)}"><img src="http://localhost/api/v1/images/forum/${'2'.repeat(24)}"></p>`),
    );
  });
});

describe('RichTextEditor format="delta"', () => {
  const last = (fn: jest.Mock) => fn.mock.lastCall?.[0] as RichTextDelta;

  it('hands every change over as a Quill Delta', async () => {
    const onDelta = jest.fn();
    render(<ControlledDelta onDelta={onDelta} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'Precio histórico', { bold: true }, 'user');
    });
    expect(last(onDelta)).toEqual({ ops: [{ insert: 'Precio histórico', attributes: { bold: true } }, { insert: '\n' }] });
  });

  it('starts from the Delta it is given, keeps the cursor when its own output comes back, and follows a reset', async () => {
    const user = userEvent.setup();
    render(<ControlledDelta initial={{ ops: [{ insert: 'Texto ' }, { insert: 'guardado', attributes: { italic: true } }, { insert: '\n' }] }} />);
    const quill = await editor();
    expect(quill.getText()).toBe('Texto guardado\n');
    expect(quill.getFormat(7, 1)).toEqual({ italic: true });
    act(() => {
      quill.setSelection(6, 0, 'user');
      quill.insertText(6, 'muy ', 'user');
      quill.setSelection(10, 0, 'user');
    });
    await waitFor(() => expect(quill.getText()).toBe('Texto muy guardado\n'));
    expect(quill.getSelection()?.index).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    await waitFor(() => expect(quill.getText()).toBe('\n'));
  });

  it('indents from level 1 to 8 and no further', async () => {
    const onDelta = jest.fn();
    render(<ControlledDelta onDelta={onDelta} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'Punto\n', 'user');
      quill.formatLine(0, 1, 'indent', 8, 'user');
    });
    expect(last(onDelta).ops.find((op) => op.attributes?.indent)?.attributes).toEqual({ indent: 8 });
    act(() => {
      quill.formatLine(0, 1, 'indent', 9, 'user');
    });
    expect(quill.getFormat(0, 1).indent).toBe(8);
  });

  it('never keeps a javascript: link, image or video; safe ones and paths on this site stay', async () => {
    const onDelta = jest.fn();
    render(<ControlledDelta onDelta={onDelta} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'malo', 'link', 'javascript:alert(1)', 'user');
      quill.insertText(4, ' bueno', 'link', 'https://www.exito.com/tv', 'user');
      quill.insertText(10, ' tienda', 'link', '/cupones/exito', 'user');
      quill.insertEmbed(17, 'image', 'javascript:alert(2)', 'user');
      quill.insertEmbed(18, 'video', 'javascript:alert(3)', 'user');
    });
    expect(quill.root.innerHTML).not.toMatch(/javascript:/i);
    expect(JSON.stringify(last(onDelta))).not.toMatch(/javascript:/i);
    expect(quill.root.querySelector('a[href="https://www.exito.com/tv"]')).toHaveTextContent('bueno');
    expect(last(onDelta).ops).toContainEqual({ insert: ' tienda', attributes: { link: '/cupones/exito' } });
  });

  it('uploads a picked image and inserts the path it gets back where the cursor is', async () => {
    const user = userEvent.setup();
    const onUploadImage = jest.fn(async () => '/api/v1/images/offer/0123456789abcdef01234567?width=960');
    const onDelta = jest.fn();
    render(<ControlledDelta onUploadImage={onUploadImage} onDelta={onDelta} />);
    const quill = await editor();
    act(() => {
      quill.insertText(0, 'Foto:', 'user');
      quill.setSelection(5, 0);
    });
    const png = new File(['x'], 'tv.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Subir imagen'), png);
    await waitFor(() => expect(last(onDelta).ops).toEqual([{ insert: 'Foto:' }, { insert: { image: '/api/v1/images/offer/0123456789abcdef01234567?width=960' } }, { insert: '\n' }]));
    expect(onUploadImage).toHaveBeenCalledWith(png);
  });

  it('keeps its own address rules beside an HTML editor on the same page', async () => {
    const onHtml = jest.fn();
    const onDelta = jest.fn();
    render(
      <>
        <Controlled onHtml={onHtml} />
        <ControlledDelta label="Descripción" onDelta={onDelta} />
      </>,
    );
    const html = await editor('Contenido');
    const delta = await editor('Descripción');
    act(() => {
      html.insertText(0, 'ruta', 'link', '/cupones/exito', 'user');
      delta.insertText(0, 'ruta', 'link', '/cupones/exito', 'user');
    });
    expect(onHtml).toHaveBeenLastCalledWith('<p><a href="about:blank" rel="noopener noreferrer" target="_blank">ruta</a></p>');
    expect(last(onDelta).ops[0]).toEqual({ insert: 'ruta', attributes: { link: '/cupones/exito' } });
  });
});
