/**
 * The storefront's translation runtime: the part of i18next the shop uses, for the server render and
 * the browser alike. next-i18next still reads the locale files on the server
 * (`serverSideTranslations`) and hands each page its messages; this turns them into text.
 *
 * Why not i18next itself in the browser: it is 15 KiB of every page's first-load JavaScript, for
 * features the shop's messages do not use (plurals, nesting, formatters, contexts, backends).
 * The rules kept are i18next's, with the shop's configuration (next-i18next.config.js):
 * - keys are the English texts (no key or namespace separators);
 * - a key is looked up in the namespace asked for, then in the fallback namespace, each in the
 *   page's language and then the fallback language (i18next's order: namespace first);
 * - an empty message counts as missing (`returnEmptyString: false`); a missing one is the key;
 * - `{{name}}` takes the option of that name unescaped (`escapeValue: false`); an option that is
 *   not given leaves the placeholder as it is, one given as `null` or `undefined` is empty.
 * __tests__/server/translator.test.ts checks every message of every locale against i18next.
 */

export type Messages = Record<string, string>;
/** Language, then namespace, then key: the shape of next-i18next's `initialI18nStore`. */
export type Resources = Record<string, Record<string, Messages>>;

export interface TranslateOptions {
  /** The namespace to read instead of the `t`'s own. */
  ns?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

export interface TranslatorConfig {
  defaultNS: string;
  fallbackNS?: string;
  fallbackLng?: string;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, rawName: string) => {
    const name = rawName.trim();
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

export class Translator {
  readonly language: string;
  readonly options: Readonly<TranslatorConfig>;
  private readonly resources: Resources;
  private readonly listeners = new Set<() => void>();

  constructor(language: string, resources: Resources, config: TranslatorConfig) {
    this.language = language;
    this.options = config;
    this.resources = {};
    this.addResources(resources);
  }

  /** `t` in the page's language and the default namespace (`options.ns` picks another). */
  readonly t: TFunction = (key, options) =>
    this.translate(
      this.language,
      this.searchOrder(options?.ns ?? this.options.defaultNS),
      key,
      options,
    );

  /**
   * A `t` bound to a language and a namespace, or a list of them read in order (a screen's own
   * messages first, then shared ones).
   */
  getFixedT(language: string, namespaces: string | readonly string[]): TFunction {
    const order = this.searchOrder(namespaces);
    return (key, options) =>
      this.translate(
        language,
        options?.ns === undefined ? order : this.searchOrder(options.ns),
        key,
        options,
      );
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.resources[language]?.[namespace]);
  }

  /** Adds (or completes) a namespace; existing messages win, as next-i18next adds page data. */
  addResourceBundle(language: string, namespace: string, messages: Messages): void {
    const byNamespace = (this.resources[language] ??= {});
    byNamespace[namespace] = { ...messages, ...byNamespace[namespace] };
    for (const listener of this.listeners) listener();
  }

  /** Every namespace of `resources` this translator does not have yet. */
  addResources(resources: Resources): void {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, messages] of Object.entries(namespaces)) {
        if (!this.hasResourceBundle(language, namespace)) {
          this.addResourceBundle(language, namespace, messages);
        }
      }
    }
  }

  /** Called when messages are added (remembered answers must then be forgotten). */
  onAdded(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The namespaces a lookup reads, in order: the ones asked for, then the fallback one. */
  private searchOrder(requested: string | readonly string[]): readonly string[] {
    const listed = typeof requested === 'string' ? [requested] : requested;
    const { fallbackNS } = this.options;
    return fallbackNS && !listed.includes(fallbackNS) ? [...listed, fallbackNS] : listed;
  }

  private translate(
    language: string,
    namespaces: readonly string[],
    key: string,
    options: TranslateOptions | undefined,
  ): string {
    return interpolate(this.lookup(language, namespaces, key) ?? key, options);
  }

  private lookup(language: string, namespaces: readonly string[], key: string): string | undefined {
    const { fallbackLng } = this.options;
    const languages =
      fallbackLng && fallbackLng !== language ? [language, fallbackLng] : [language];
    for (const ns of namespaces) {
      for (const lng of languages) {
        const message = this.resources[lng]?.[ns]?.[key];
        if (typeof message === 'string' && message !== '') return message;
      }
    }
    return undefined;
  }
}
