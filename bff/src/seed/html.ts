// Demo rich text written as plain lines, turned into the HTML the Quill editor produces:
// '## ' starts a heading, consecutive '• ' lines make a bullet list, '**x**' is bold.
import { escapeHtml } from '../lib/rich-text';

function inline(text: string): string {
  return escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}

export function demoHtml(lines: readonly string[]): string {
  let html = '';
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length) html += `<ul>${bullets.map((b) => `<li>${inline(b)}</li>`).join('')}</ul>`;
    bullets = [];
  };
  for (const line of lines) {
    if (line.startsWith('• ')) {
      bullets.push(line.slice(2));
      continue;
    }
    flush();
    html += line.startsWith('## ') ? `<h2>${inline(line.slice(3))}</h2>` : `<p>${inline(line)}</p>`;
  }
  flush();
  return html;
}
