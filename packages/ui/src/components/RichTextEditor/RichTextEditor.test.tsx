// Real Quill 2 in jsdom: the toolbar, the formats and the address checks are the ones a browser runs.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { useState } from 'react';
import { EDITOR_TOOLBAR } from './editorConfig';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function Controlled(props: Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void }) {
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

async function editor(): Promise<Quill> {
  const root = await screen.findByRole('textbox', { name: 'Contenido' });
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
});
