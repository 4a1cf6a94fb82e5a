/**
 * Shows the notice index.html carries (scripts/login-prepaint.ts) when a chunk of the console's start
 * cannot be loaded: a dropped connection, or a release that replaced the chunks this page asks for.
 * Its button loads the page again. Nothing else can run then, so this is plain DOM.
 */
export function showStartFailed(error: unknown): void {
  const notice = document.getElementById('start-failed');
  console.error('The console could not start', error);
  if (!notice) return;
  document.getElementById('login-prepaint')?.remove();
  notice.hidden = false;
  const reload = notice.querySelector('button');
  reload?.addEventListener('click', () => window.location.reload(), { once: true });
  reload?.focus();
}
