import { createRequire } from 'node:module';

/**
 * jsdom computes an element's style (getComputedStyle: antd, user-event's pointer-events check and
 * Testing Library's role queries call it all the time) by matching the element against every rule
 * of every stylesheet with nwsapi. nwsapi keeps the compiled matchers of the last 1,000 selectors
 * only, and antd writes about 2,500 distinct selectors for one page: walked in rule order, every
 * selector had been pushed out by the time it came round again, so each was parsed and compiled
 * anew for every element, every time, two thirds of the CPU of a page's tests.
 *
 * Here jsdom matches through several nwsapi engines instead of one, each the same engine with the
 * same options, each holding the matchers of the selectors that hash to it: the same results,
 * compiled once. Only the style cascade uses this matcher (querySelector & co. have their own).
 */

interface SelectorEngine {
  match(selector: string, element: Element): boolean;
  configure(options: Record<string, boolean>): boolean;
}
type EngineFactory = (global: { document: Document; DOMException: typeof DOMException }) => SelectorEngine;
interface DocumentImpl {
  _nwsapiDontThrow?: SelectorEngine | ShardedEngine;
}
interface ShardedEngine {
  sharded: true;
  match(selector: string, element: Element): boolean;
}

const SHARDS = 16;

export function shareStyleMatchingAcrossEngines(): void {
  // jsdom's own copies, the ones the environment loaded.
  const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const createEngine = fromJsdom('nwsapi') as EngineFactory;
  const { implForWrapper } = fromJsdom('./jsdom/living/generated/utils.js') as {
    implForWrapper: (wrapper: object) => DocumentImpl | undefined;
  };
  const impl = implForWrapper(document);
  if (!impl) throw new Error('jsdom internals changed: review tests/jsdom-style-matching.ts');
  if (impl._nwsapiDontThrow && 'sharded' in impl._nwsapiDontThrow) return;

  const engines = Array.from({ length: SHARDS }, () => {
    const engine = createEngine({ document, DOMException: window.DOMException });
    // The options jsdom gives the engine it uses for the cascade (living/helpers/selectors.js).
    engine.configure({ LOGERRORS: false, VERBOSITY: false, IDS_DUPES: true, MIXEDCASE: true });
    return engine;
  });
  const engineOf = new Map<string, SelectorEngine>();
  impl._nwsapiDontThrow = {
    sharded: true,
    match(selector, element) {
      // Rules without a selector (@font-face, @keyframes) pass undefined: handed on as they come.
      const key = String(selector);
      let engine = engineOf.get(key);
      if (!engine) {
        let hash = 0;
        for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) | 0;
        engine = engines[(hash >>> 0) % SHARDS];
        engineOf.set(key, engine);
      }
      return engine.match(selector, element);
    },
  };
}
