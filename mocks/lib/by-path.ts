import { http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

/**
 * The backend's ~480 handlers behind one: MSW asks every handler in turn, and each handler it asks
 * reads the request's cookies and appends them to the request's `cookie` header again, so a call
 * answered far down the list cost ~30 ms (the header grows with every handler passed). Here the
 * handlers whose URL pattern matches the path are picked out once per path, with MSW's own
 * matcher, and only they are asked, in the same order; a handler that passes (answers nothing)
 * hands on to the next as before, and a call none answers is unhandled as before. Handlers a test
 * adds with server.use() still come first. The browser's worker and vitest's server both use it: in
 * the browser the same walk ran on the page's main thread for every call.
 */
export function byPath(list: readonly RequestHandler[]): RequestHandler {
  const candidates = new Map<string, RequestHandler[]>();
  const literals = new Map(list.map((handler) => [handler, literalOf(handler)]));
  const candidatesFor = (url: URL): RequestHandler[] => {
    const key = url.origin + url.pathname;
    let found = candidates.get(key);
    if (!found) {
      const lower = key.toLowerCase();
      found = list.filter((handler) => {
        if (!(handler instanceof HttpHandler) || typeof handler.info.path === 'function') return true;
        // A URL without the pattern's first literal run cannot match: MSW's matcher (a regular
        // expression compiled afresh per call) is asked only of the few that have it.
        const literal = literals.get(handler);
        return (!literal || lower.includes(literal)) && matchRequestUrl(url, handler.info.path).matches;
      });
      candidates.set(key, found);
    }
    return found;
  };
  return http.all('*', async ({ request, requestId }) => {
    for (const handler of candidatesFor(new URL(request.url))) {
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}

/**
 * The first run of plain text in a handler's string pattern (`*\/api/admin/system/user/:id` gives
 * `/api/admin/system/user`), lower-cased as MSW matches without regard to case, and without a
 * closing slash (a path matches with or without one). Empty for anything else.
 */
function literalOf(handler: RequestHandler): string {
  if (!(handler instanceof HttpHandler)) return '';
  const { path } = handler.info;
  if (typeof path !== 'string') return '';
  const start = path.replace(/^\*/, '');
  const end = start.search(/[:*?(){}+\\]/);
  return (end === -1 ? start : start.slice(0, end)).replace(/\/+$/, '').toLowerCase();
}
