// Types of compile-hints.mjs for the TypeScript tests.
export const COMPILE_HINT: string;
export function withCompileHint(code: string): string;
export function shiftedByOneLine<T extends { mappings?: string; sections?: unknown[] }>(map: T): T;
export function addCompileHints(distDir: string): number;
