/** `value` made safe to place in HTML or XML text or a quoted attribute (mails, the outbox page, page titles, the path report and its JUnit export). */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
