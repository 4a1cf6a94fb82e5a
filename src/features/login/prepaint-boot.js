/* global document, location, navigator, localStorage, requestAnimationFrame, setTimeout, PerformanceObserver */
/**
 * Runs from index.html before the first paint, before any module (issue 14): a classic script
 * file, not inline code, so a Content-Security-Policy of script-src 'self' allows it.
 * - Picks the language the way src/lib/i18n/detect.ts does (the `language` cookie, else the
 *   browser's languages, else English) and asks for that language's antd texts at once.
 * - On /login without a session, shows the sign-in frame that index.html carries (the title, the
 *   form's outline, the remembered user name), so the page paints before the JavaScript arrives.
 *   React replaces it with the real page in its first commit.
 * - Adds the page's scripts (index.html's console-start template, and the picked language's antd
 *   texts), one per task in a row: right after the frame is on screen where it shows, else at once. The frame
 *   needs no script, so nothing competes with it for the first bytes, and the largest paint is the
 *   frame's whatever the network; the scripts follow one frame later, in one round trip.
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

  // A template's children as live elements (a script cloned from a template would not run).
  function adopt(id, into) {
    var template = document.getElementById(id);
    if (!template || !template.content) return;
    var items = template.content.children;
    for (var n = 0; n < items.length; n++) {
      var item = document.createElement(items[n].localName);
      for (var m = 0; m < items[n].attributes.length; m++) {
        item.setAttribute(items[n].attributes[m].name, items[n].attributes[m].value);
      }
      into.push(item);
    }
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var items = [];
    adopt('login-preload-' + lng, items);
    adopt('console-start', items);
    // One element per task: starting a module fetch costs a few milliseconds on a slow phone, and
    // all of them in one task would be a long one just as the frame shows. The entry comes last.
    (function next() {
      var item = items.shift();
      if (!item) return;
      document.head.appendChild(item);
      setTimeout(next, 0);
    })();
  }

  var frame = document.getElementById('login-prepaint');
  if (!frame || !/^\/login\/?$/.test(location.pathname) || cookie('Admin-Token').replace(/\s+/g, '') !== '') {
    start();
    return;
  }
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

  // A hidden tab paints nothing: start at once. Else on the first contentful paint (reported once
  // the frame is on screen), or after the next frame where paint timing is missing; never later
  // than a second.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  setTimeout(start, 1000);
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  if (types.indexOf('paint') < 0) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
