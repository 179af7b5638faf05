// Types of production-server.mjs for the TypeScript tests.
import type { Server } from 'node:http';

export const PRODUCTION_SERVER_MARK: string;
export function startProductionServer(options: {
  dir: string;
  standalone?: boolean;
}): Promise<Server>;
