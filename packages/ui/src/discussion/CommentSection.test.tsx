import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOURS, ago } from '../testing';
import { CommentSection, type CommentSectionProps } from './CommentSection';
import type { CommentFormOptions } from './CommentForm';
import type { DiscussionComment } from './commentListState';

interface TestComment extends DiscussionComment {
  text: string;
}

function comment(n: number, overrides: Partial<TestComment> = {}): TestComment {
  return { id: `c${n}`, author: { username: `vecino_${n}`, avatar: null }, created_at: ago(2 * HOURS), text: `Comentario ${n}`, ...overrides };
}

function renderSection(overrides: Partial<CommentSectionProps<TestComment>> = {}, form: Partial<CommentFormOptions> = {}) {
  const props: CommentSectionProps<TestComment> = {
    comments: [],
    loading: false,
    loaded: true,
    error: false,
    onRetry: jest.fn(),
    hasMore: false,
    loadingMore: false,
    loadMoreError: false,
    onLoadMore: jest.fn(),
    count: 0,
    layout: 'newest-first',
    renderBody: (item) => <p>{item.text}</p>,
    emptyMessage: 'Todavía no hay comentarios. ¡Sé el primero en opinar!',
    form: {
      viewer: 'signed-in',
      guestPrompt: 'Inicia sesión para comentar esta oferta.',
      onSignIn: jest.fn(),
      maxLength: 1000,
      onSubmit: jest.fn(async () => null),
      ...form,
    },
    ...overrides,
  };
  const user = userEvent.setup();
  const view = render(<CommentSection {...props} />);
  return { ...view, props, user };
}

describe('CommentSection', () => {
  it('names the section by its heading and lists each comment with its author, age and text', () => {
    renderSection({ count: 2, comments: [comment(1), comment(2, { author: null })] });
    const section = screen.getByRole('region', { name: 'Comentarios (2)' });
    const items = within(within(section).getByRole('list', { name: 'Comentarios' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('vecino_1hace 2 horasComentario 1');
    expect(items[1]).toHaveTextContent('Usuario eliminado');
    expect(within(items[0]!).getByText('hace 2 horas').tagName).toBe('TIME');
  });

  it('writes the count in es-CO unless told otherwise', () => {
    const { unmount } = renderSection({ count: 1234 });
    expect(screen.getByRole('heading', { name: 'Comentarios (1.234)' })).toBeInTheDocument();
    expect(screen.getByText('0/1.000 caracteres')).toBeInTheDocument();
    unmount();
    renderSection({ count: 1234, formatCount: String });
    expect(screen.getByRole('heading', { name: 'Comentarios (1234)' })).toBeInTheDocument();
    expect(screen.getByText('0/1000 caracteres')).toBeInTheDocument();
  });

  it('announces loading, then says honestly when there are no comments', () => {
    const { rerender, props } = renderSection({ loading: true, loaded: false });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando comentarios…');
    expect(screen.queryByText(props.emptyMessage)).not.toBeInTheDocument();
    rerender(<CommentSection {...props} loading={false} loaded />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Todavía no hay comentarios. ¡Sé el primero en opinar!')).toBeInTheDocument();
  });

  it("says the comments did not load and offers 'Reintentar'", async () => {
    const { user, props } = renderSection({ loaded: false, error: true });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar los comentarios.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it("asks for the next page on 'Ver más comentarios', busy while it loads, and offers to retry when it failed", async () => {
    const { user, props, rerender } = renderSection({ count: 25, comments: [comment(1)], hasMore: true });
    await user.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<CommentSection {...props} loadingMore />);
    expect(screen.getByRole('button', { name: 'Cargando…' })).toBeDisabled();
    rerender(<CommentSection {...props} loadMoreError />);
    expect(screen.queryByRole('button', { name: 'Ver más comentarios' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más comentarios.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(props.onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('puts the form above the comments when newest come first, and after them (with the notice) in a conversation', () => {
    const { unmount } = renderSection({ count: 1, comments: [comment(1)] });
    const field = screen.getByLabelText('Tu comentario');
    expect(field.compareDocumentPosition(screen.getByRole('list'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    unmount();
    renderSection({ count: 21, comments: [comment(1)], layout: 'conversation', hasMore: true, notice: 'Tu comentario se publicó al final de la conversación.' });
    const list = screen.getByRole('list');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Tu comentario se publicó al final de la conversación.');
    expect(list.compareDocumentPosition(notice)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(notice.compareDocumentPosition(screen.getByLabelText('Tu comentario'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('the comment form', () => {
  it('shows a guest the sign-in prompt instead of the field', async () => {
    const { user, props } = renderSection({}, { viewer: 'guest' });
    expect(screen.queryByLabelText('Tu comentario')).not.toBeInTheDocument();
    expect(screen.getByText('Inicia sesión para comentar esta oferta.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regístrate / Iniciar sesión' }));
    expect(props.form.onSignIn).toHaveBeenCalled();
  });

  it('shows neither while the session is being checked', () => {
    renderSection({}, { viewer: 'checking' });
    expect(screen.queryByLabelText('Tu comentario')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regístrate / Iniciar sesión' })).not.toBeInTheDocument();
  });

  it('counts characters against the limit, which the field enforces', async () => {
    const { user } = renderSection({}, { maxLength: 3000 });
    const field = screen.getByLabelText('Tu comentario');
    expect(field).toHaveAttribute('maxLength', '3000');
    expect(field).toHaveAccessibleDescription('0/3.000 caracteres');
    await user.type(field, 'Hola');
    expect(field).toHaveAccessibleDescription('4/3.000 caracteres');
  });

  it('does not send a comment shorter than the minimum and says why', async () => {
    const { user, props } = renderSection({}, { minLength: 2 });
    const field = screen.getByLabelText('Tu comentario');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe tu comentario antes de enviarlo.');
    await user.type(field, '  a  ');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(props.form.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, stays busy until it is posted, then empties the field', async () => {
    let finish: (value: string | null) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const { user } = renderSection({}, { onSubmit });
    const field = screen.getByLabelText('Tu comentario');
    await user.type(field, '  Lo compré, llegó en dos días  ');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(onSubmit).toHaveBeenCalledWith('Lo compré, llegó en dos días');
    expect(screen.getByRole('button', { name: 'Publicando…' })).toBeDisabled();
    expect(field).toBeDisabled();
    finish(null);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeEnabled();
  });

  it('keeps the text and shows the reason when the comment was refused', async () => {
    const onSubmit = jest.fn(async () => 'Estás comentando muy rápido. Espera un momento.');
    const { user } = renderSection({}, { onSubmit });
    const field = screen.getByLabelText('Tu comentario');
    await user.type(field, 'Buen dato');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Estás comentando muy rápido. Espera un momento.');
    expect(field).toHaveValue('Buen dato');
    expect(field).toBeEnabled();
  });
});
