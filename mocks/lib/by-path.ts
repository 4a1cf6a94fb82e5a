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
  const candidatesFor = (url: URL): RequestHandler[] => {
    const key = url.origin + url.pathname;
    let found = candidates.get(key);
    if (!found) {
      found = list.filter(
        (handler) =>
          !(handler instanceof HttpHandler) ||
          typeof handler.info.path === 'function' ||
          matchRequestUrl(url, handler.info.path).matches,
      );
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
