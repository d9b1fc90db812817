import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './Menu';

function setup() {
  const selected: string[] = [];
  const items = ['Mis estadísticas', 'Mis medallas', 'Cerrar Sesión'].map((label) => ({ id: label, label, onSelect: () => selected.push(label) }));
  render(<Menu label="Perfil" items={items} />);
  return { selected, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Perfil' }) };
}

describe('Menu', () => {
  it('opens from the keyboard on the first item and moves with the arrow keys, wrapping around', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Mis estadísticas' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mis medallas' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mis estadísticas' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Mis estadísticas' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to the button', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Perfil' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs the chosen item with Enter and closes', async () => {
    const { user, button, selected } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(selected).toEqual(['Cerrar Sesión']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves sideways to stay inside a narrow viewport', async () => {
    const user = userEvent.setup();
    render(<Menu label="Perfil" items={[{ id: 'a', label: 'Mis estadísticas', onSelect: () => undefined }]} />);
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 360 });
    // Right-aligned to a button near the left edge: it would start at x = -2.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const shift = Number(/translateX\((-?[\d.]+)px\)/.exec(this.style.transform)?.[1] ?? 0);
      return { left: -2 + shift, right: 218 + shift, width: 220, top: 54, bottom: 334, height: 280, x: -2 + shift, y: 54, toJSON: () => ({}) } as DOMRect;
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Perfil' }));
      expect(screen.getByRole('menu', { name: 'Perfil' })).toHaveStyle({ transform: 'translateX(10px)' });
    } finally {
      rect.mockRestore();
    }
  });
});
