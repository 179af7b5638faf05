// Types of standalone.mjs for the TypeScript tests.
export const SERVER_SCRIPTS: string[];
export const STANDALONE_ENTRY: string;
export function completeStandalone(root: string, options?: { from?: string }): string;
