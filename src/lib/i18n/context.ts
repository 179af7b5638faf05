import { createContext } from 'react';
import type { Translator } from './translator';

/** The page's translator (pages/_app provides it; see pageTranslator.ts). */
export const TranslatorContext = createContext<Translator | null>(null);
