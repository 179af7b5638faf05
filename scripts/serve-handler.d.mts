// Types of serve-handler.mjs for the TypeScript tests.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { createPageCache } from './page-cache.mjs';

export interface ServeOptions {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  cache: ReturnType<typeof createPageCache> | null;
  port: number;
}

export function createRequestHandler(
  options: ServeOptions,
): (req: IncomingMessage, res: ServerResponse) => unknown;
export function handleClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Socket,
): void;
export function handleConnect(req: IncomingMessage, socket: Socket): void;
export function attachHandlers(server: Server, options: ServeOptions): Server;
