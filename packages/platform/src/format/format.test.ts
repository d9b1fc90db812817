import { formatCOP } from './formatCOP';
import { formatDate } from './formatDate';
import { humanizeSlug } from './humanizeSlug';

describe('formatters (implemented in @gangazo/contracts/catalog/format)', () => {
  it('are what platform hands the remotes', () => {
    expect(formatCOP(1299900)).toBe('$\u00a01.299.900');
    expect(formatDate('2025-03-06T03:00:00Z')).toBe('5 de marzo de 2025');
  });
});

describe('humanizeSlug', () => {
  it('turns a slug into a sentence-case name', () => {
    expect(humanizeSlug('tecnologia-y-gadgets')).toBe('Tecnologia y gadgets');
    expect(humanizeSlug('caf%C3%A9--y_t%C3%A9')).toBe('Café y té');
  });
});
