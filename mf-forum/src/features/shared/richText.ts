/** What a person reads in editor HTML, spaces collapsed (for the BFF's minimum lengths). */
export function visibleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether editor HTML holds a picture or a video (then it counts as content without text). */
export function hasMedia(html: string): boolean {
  return /<(img|iframe)\b/i.test(html);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A plain comment as the HTML the API takes: escaped, one paragraph per block, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
