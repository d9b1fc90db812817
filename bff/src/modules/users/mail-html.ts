// What the account e-mails (recovery, confirmation, notices) share: escaping what people typed
// (usernames, addresses) before it goes into the HTML part.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
