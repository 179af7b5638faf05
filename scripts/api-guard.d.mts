// Types of api-guard.mjs for the TypeScript tests.
export const API_METHODS: string;
export function isApiTarget(target: string | undefined | null): boolean;
export function apiTargetProblem(
  target: string,
): { status: number; body: { errors: { code: string; message: string }[] } } | null;
export function rawJsonResponse(
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): string;
export function requestLine(
  packet: Buffer | string | undefined,
): { method: string; target: string } | null;
export function clientErrorAnswer(error: { code?: string; rawPacket?: Buffer | string }): string;
