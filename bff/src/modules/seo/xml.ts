// Text for XML documents (sitemaps, RSS): the five predefined entities, and no control characters
// XML 1.0 forbids (a title pasted from elsewhere may carry them).
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing the control characters XML 1.0 forbids is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
  );
}
