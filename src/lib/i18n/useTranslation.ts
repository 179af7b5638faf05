import { useContext } from 'react';
import { TranslatorContext } from './context';
import { Translator, type TFunction } from './translator';

export type { TFunction } from './translator';

const EMPTY = new Translator('en', {}, { defaultNS: 'common' });

/**
 * `useTranslation` for the storefront's components: `t` reads the namespaces given in order (or
 * the default one), then the configured fallback namespace, in the page's language. A new
 * language comes with a new translator (pages/_app), which re-renders every component that
 * translates.
 *
 * Every component shares one `t` per translator and namespace list, which remembers its answers.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
} {
  const translator = useContext(TranslatorContext) ?? EMPTY;
  // Called by every component on every render: the list's key is its names joined, no array built.
  const key =
    (typeof namespaces === 'string' ? namespaces : namespaces?.join(',')) ||
    translator.options.defaultNS;
  return { t: sharedT(translator, key), i18n: translator };
}

const sharedTs = new WeakMap<Translator, Map<string, TFunction>>();

/** One `t` per translator (so per language) and namespace list (`key`: the names joined by ','). */
function sharedT(translator: Translator, key: string): TFunction {
  let byNamespaces = sharedTs.get(translator);
  if (!byNamespaces) {
    byNamespaces = new Map();
    sharedTs.set(translator, byNamespaces);
  }
  let t = byNamespaces.get(key);
  if (!t) {
    t = remembering(translator, translator.getFixedT(translator.language, key.split(',')));
    byNamespaces.set(key, t);
  }
  return t;
}

const MAX_REMEMBERED = 2000;

/**
 * The memory key of a call: the key alone, or the key and its options when every option is a
 * string, number or boolean (interpolation values, `count`). Calls with other options (objects,
 * functions) are not remembered.
 */
function memoryKey(args: unknown[]): string | null {
  const [key, options] = args;
  if (typeof key !== 'string' || args.length > 2) return null;
  if (args.length === 1 || options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let text = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    text += `\u0000${name}\u0001${type}\u0001${String(value)}`;
  }
  return text;
}

/**
 * `t` that remembers its answers: a catalog page asks for the same few dozen labels hundreds of
 * times (every card's). Answers are keyed by the key and its primitive options; the memory is
 * dropped when messages are added, and bounded.
 */
function remembering(translator: Translator, t: TFunction): TFunction {
  const answers = new Map<string, string>();
  translator.onAdded(() => answers.clear());
  return (...args) => {
    const key = memoryKey(args);
    if (key === null) return t(...args);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = t(...args);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
