/** Text put into the sandbox pages' HTML, so that what an agent or merchant typed is shown, never run. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
