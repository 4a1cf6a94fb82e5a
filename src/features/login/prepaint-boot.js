/* global document, location, navigator, localStorage */
/**
 * Runs from index.html before the first paint, before any module (issue 14): a classic script
 * file, not inline code, so a Content-Security-Policy of script-src 'self' allows it.
 * - Picks the language the way src/lib/i18n/detect.ts does (the `language` cookie, else the
 *   browser's languages, else English) and asks for that language's antd texts at once.
 * - On /login without a session, shows the sign-in frame that index.html carries (the title, the
 *   form's outline, the remembered user name), so the page paints before the JavaScript arrives.
 *   React replaces it with the real page in its first commit.
 * Keep it small and plain (no modules, no build step): it blocks the first paint while it runs.
 */
(function () {
  var html = document.documentElement;
  function cookie(name) {
    var match = new RegExp('(?:^|;\\s*)' + name + '=([^;]*)').exec(document.cookie);
    if (!match) return '';
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return match[1];
    }
  }
  function normalize(tag) {
    var lower = String(tag || '').toLowerCase();
    if (lower.indexOf('zh') === 0) return 'zh-CN';
    if (lower.indexOf('en') === 0) return 'en';
    return '';
  }
  var lng = normalize(cookie('language'));
  var browser = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; !lng && i < browser.length; i++) lng = normalize(browser[i]);
  lng = lng || 'en';
  html.lang = lng;

  var preloads = document.getElementById('login-preload-' + lng);
  if (preloads && preloads.content) document.head.appendChild(preloads.content.cloneNode(true));

  var frame = document.getElementById('login-prepaint');
  if (!frame || !/^\/login\/?$/.test(location.pathname) || cookie('Admin-Token').replace(/\s+/g, '') !== '') return;
  try {
    var user = localStorage.getItem('console:rememberedUser');
    if (user) {
      var field = document.getElementById('login-prepaint-user');
      field.textContent = user;
      field.className += ' lp-value';
      frame.querySelector('input[type=checkbox]').checked = true;
    }
  } catch {
    // Storage may be off: the frame shows the placeholder, as the page will.
  }
  html.className += ' login-prepaint';
})();
