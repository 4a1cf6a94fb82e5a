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
 *
 * And most rules cannot match a given element: `.ant-btn-primary:hover` needs the class
 * ant-btn-primary. Each selector's needed classes (those of the last compound of each of its
 * comma-separated parts, outside any parentheses) are read once; an element lacking some of them in
 * every part is no match, without running nwsapi's matcher. Anything else goes to nwsapi as before.
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

/**
 * The classes an element must have to match the selector: one list per comma-separated part (it
 * matches through any part), or undefined when the selector is not read here (escapes, quotes,
 * unbalanced brackets, a part without a class): then nwsapi decides alone.
 */
function neededClasses(selector: string): string[][] | undefined {
  if (/[\\"']/.test(selector)) return undefined;
  const parts: string[][] = [];
  let depth = 0;
  let compound: string[] = [];
  for (let i = 0; i < selector.length; i += 1) {
    const c = selector[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') {
      depth -= 1;
      if (depth < 0) return undefined;
    } else if (depth > 0) continue;
    else if (c === ',') {
      if (compound.length === 0) return undefined;
      parts.push(compound);
      compound = [];
    } else if (/[\s>+~]/.test(c)) {
      // A combinator: the classes so far belong to an ancestor or sibling, not to the element.
      compound = [];
    } else if (c === '.') {
      // A plain name up to where the next simple selector, combinator or part starts; any other
      // character (non-ASCII, say) and the selector is left to nwsapi.
      const name = /^[\w-]+(?=$|[.#:[\s>+~,])/.exec(selector.slice(i + 1))?.[0];
      if (!name) return undefined;
      compound.push(name);
      i += name.length;
    }
  }
  if (depth !== 0 || compound.length === 0) return undefined;
  parts.push(compound);
  return parts;
}

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
  // Class names match case-sensitively, except in quirks mode: then nwsapi decides every rule.
  const filtering = document.compatMode === 'CSS1Compat';
  const selectors = new Map<string, { engine: SelectorEngine; needs: string[][] | undefined }>();
  /** The classes of the element last asked about, read again only when its class attribute changed. */
  let classesOf: { element: Element; attribute: string | null; classes: Set<string> } | undefined;
  const hasAll = (element: Element, needs: string[]) => {
    const attribute = element.getAttribute('class');
    if (classesOf?.element !== element || classesOf.attribute !== attribute) {
      classesOf = { element, attribute, classes: new Set(attribute?.split(/[ \t\n\f\r]+/)) };
    }
    const { classes } = classesOf;
    return needs.every((name) => classes.has(name));
  };
  impl._nwsapiDontThrow = {
    sharded: true,
    match(selector, element) {
      // Rules without a selector (@font-face, @keyframes) pass undefined: handed on as they come.
      const key = String(selector);
      let known = selectors.get(key);
      if (!known) {
        let hash = 0;
        for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) | 0;
        known = {
          engine: engines[(hash >>> 0) % SHARDS],
          needs: filtering && typeof selector === 'string' ? neededClasses(selector) : undefined,
        };
        selectors.set(key, known);
      }
      if (known.needs && !known.needs.some((needs) => hasAll(element, needs))) return false;
      return known.engine.match(selector, element);
    },
  };
}
