import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import type { Messages, Translator } from './translator';

export type NamespaceLoaders = Record<string, () => Promise<{ default: Messages }>>;

/**
 * A translation namespace that pages may leave out of their server props: it is added to the
 * page's translator from a small chunk the first time a component needs it. `loaders` must
 * be literal dynamic imports (one per locale) so the bundler can split them.
 */
export function lazyNamespace(namespace: string, loaders: NamespaceLoaders) {
  function hasMessages(instance: Translator | undefined, language: string): boolean {
    // Without a real translator (tests), keys are shown as they are.
    if (!instance || typeof instance.hasResourceBundle !== 'function') return true;
    return instance.hasResourceBundle(language, namespace);
  }

  async function ensure(instance: Translator | undefined): Promise<void> {
    const language = instance?.language ?? 'en';
    if (hasMessages(instance, language)) return;
    const load = loaders[language] ?? loaders.en;
    const messages = (await load()).default;
    instance?.addResourceBundle(language, namespace, messages);
  }

  /**
   * True once the namespace is available in the current language (or could not be loaded: the
   * English keys are then shown rather than nothing).
   */
  function useMessages(): boolean {
    const { i18n } = useTranslation();
    const language = i18n?.language ?? 'en';
    const ready = hasMessages(i18n, language);
    const [attempted, setAttempted] = useState<string | null>(null);
    useEffect(() => {
      if (ready) return;
      let active = true;
      ensure(i18n)
        .catch((error: unknown) => console.warn(`Could not load the ${namespace} messages:`, error))
        .finally(() => {
          if (active) setAttempted(language);
        });
      return () => {
        active = false;
      };
    }, [i18n, language, ready]);
    return ready || attempted === language;
  }

  return { ensure, useMessages };
}
