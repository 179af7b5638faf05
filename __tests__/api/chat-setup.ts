import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { setCatalogClock } from '@/server/api/catalog/clock';
import { orders, users } from '@/server/db/schema';
import { closeCatalog, openCatalog, type Catalog } from './catalog/setup';
import { call, registerUser, type CallResult } from './helpers';

/**
 * Shared set-up of the chat, event-stream and notification tests: a seeded catalogue with its clock
 * pinned, members, and orders inserted directly with the order simulation started.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes and assert on them
export type Json = any;

// Smallest valid PNG (1×1, transparent).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface ChatWorld {
  cat: Catalog;
  /** The pinned clock's start. */
  start: Date;
  /** Pins the clock `seconds` after the start. */
  later: (seconds: number) => void;
  uploadDir: string;
  /** A store in zone 1 whose vendor has a chat identity. */
  store: { id: number; vendor_id: number; zone_id: number; module_id: number };
}

export async function openChatWorld(): Promise<ChatWorld> {
  process.env.ORDER_SIMULATION_SECONDS = '30';
  process.env.MESSAGE_REPLY_SECONDS = '5';
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'mart-chat-test-'));
  process.env.UPLOAD_DIR = uploadDir;
  const cat = await openCatalog();
  const start = cat.at('13:00');
  const later = (seconds: number) => {
    const instant = new Date(start.getTime() + seconds * 1000);
    setCatalogClock(() => instant);
  };
  const [store] = await cat.q<ChatWorld['store']>(
    `select s.id, s.vendor_id, s.zone_id, s.module_id from stores s
     where s.status = 1 and s.zone_id = 1 and s.module_id = 1
       and exists (select 1 from user_infos u where u.vendor_id = s.vendor_id)
     order by s.id limit 1`,
  );
  return { cat, start, later, uploadDir, store };
}

export async function closeChatWorld(world: ChatWorld | undefined): Promise<void> {
  delete process.env.ORDER_SIMULATION_SECONDS;
  delete process.env.MESSAGE_REPLY_SECONDS;
  delete process.env.UPLOAD_DIR;
  if (world) rmSync(world.uploadDir, { recursive: true, force: true });
  await closeCatalog(world?.cat);
}

export interface Member {
  token: string;
  userId: number;
  phone: string;
}

export async function newMember(world: ChatWorld): Promise<Member> {
  const { token, phone } = await registerUser(world.cat.app);
  const [row] = await world.cat.testDb.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone));
  return { token, phone, userId: row.id };
}

/** Inserts a delivery order of the store, simulated from the pinned clock's current instant. */
export async function insertOrder(
  world: ChatWorld,
  owner: { userId: number } | { guestId: number },
  status = 'pending',
): Promise<number> {
  const now = new Date(world.start);
  const [row] = await world.cat.testDb.db
    .insert(orders)
    .values({
      user_id: 'userId' in owner ? owner.userId : owner.guestId,
      is_guest: 'guestId' in owner,
      payment_method: 'cash_on_delivery',
      order_status: status,
      order_type: 'delivery',
      store_id: world.store.id,
      zone_id: world.store.zone_id,
      module_id: world.store.module_id,
      order_amount: 100,
      simulation_started_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id });
  return row.id;
}

export const get = (
  world: ChatWorld,
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<CallResult<Json>> => call(world.cat.app, 'GET', url, { token, headers });

/** POST customer/message/send as multipart. */
export function send(
  world: ChatWorld,
  token: string | undefined,
  fields: Record<string, string>,
  images: File[] = [],
  headers: Record<string, string> = {},
): Promise<CallResult<Json>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) form.append('image[]', image);
  return call(world.cat.app, 'POST', '/customer/message/send', {
    token,
    multipart: form,
    headers,
  });
}

export const pngFile = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });
