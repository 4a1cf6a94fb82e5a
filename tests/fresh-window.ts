/**
 * Runs second in the DOM project, before every test file: the worker's jsdom window, used by the
 * files before, brought back to what a new one shows (tests/fresh-file.ts).
 */
document.body.innerHTML = '';
// antd's (and its icons') styles: each component writes its own again into <head> when it mounts.
// Left in place, the previous files' styles pile up, and jsdom's getComputedStyle (which
// user-event calls on every pointer action) slows down with every rule in the document.
document.head.querySelectorAll('style[data-rc-order]').forEach((style) => style.remove());
document.title = '';
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
