import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * `useTranslation` for the storefront's components, with react-i18next's lookup rules: `t` reads
 * the first namespace given (or the default one), then the configured fallback namespace, in the
 * instance's current language; the component re-renders when the language changes.
 *
 * Why not react-i18next's own hook: it copies the i18next instance into a new wrapper object for
 * every component that mounts. A catalog page mounts a few hundred translated components, and
 * that copying was about 5% of a product page's server render and of its hydration. Here every
 * component shares one `t` per instance and namespace.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const currentLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: sharedT(i18n, language, firstNamespace(namespaces, i18n)), i18n };
}

function firstNamespace(namespaces: string | readonly string[] | undefined, i18n: I18n): string {
  const first = typeof namespaces === 'string' ? namespaces : namespaces?.[0];
  if (first) return first;
  const fallback = i18n.options.defaultNS;
  return (Array.isArray(fallback) ? fallback[0] : fallback) || 'translation';
}

const sharedTs = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * One `t` per instance, language and namespace. A new language gives a new `t`, as react-i18next
 * does, so memoized values that depend on `t` are recomputed.
 */
function sharedT(i18n: I18n, language: string, namespace: string): TFunction {
  let byKey = sharedTs.get(i18n);
  if (!byKey) {
    byKey = new Map();
    sharedTs.set(i18n, byKey);
  }
  const key = `${language}|${namespace}`;
  let t = byKey.get(key);
  if (!t) {
    t = remembering(i18n, i18n.getFixedT(language, namespace) as TFunction);
    byKey.set(key, t);
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
 * times (every card's), and i18next resolves each call from scratch, at tens of microseconds a call
 * (more with interpolation or plurals). Answers are keyed by the key and its primitive options;
 * the memory is dropped when resources are added or removed, and bounded.
 */
function remembering(i18n: I18n, t: TFunction): TFunction {
  const answers = new Map<string, unknown>();
  const forget = () => answers.clear();
  i18n.store?.on('added', forget);
  i18n.store?.on('removed', forget);
  // TFunction's overloads cannot be forwarded as written; the arguments pass through unchanged.
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]) => {
    const key = memoryKey(args);
    if (key === null) return translate(...args);
    if (answers.has(key)) return answers.get(key);
    const answer = translate(...args);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(key, answer);
    return answer;
  };
  // i18next's fixed t carries its language and namespace; keep them for code that reads them.
  return Object.assign(remembered, t) as unknown as TFunction;
}
