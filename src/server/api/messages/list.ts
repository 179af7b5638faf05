import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { conversations, userInfos } from '../../db/schema';
import { currentUser } from '../middleware/guards';
import { readPage, type Page } from '../pagination';
import type { ApiContext } from '../types';
import { str, validate } from '../validation';
import { conversationParts, customerSide } from './conversations';
import { formatConversation } from './format';
import { COUNTERPART_TYPES, findCustomerIdentity, type CounterpartType } from './identities';
import { chatDb } from './session';

interface ListFilter {
  type?: CounterpartType;
  name?: string;
}

/** `%`, `_` and `\` match themselves in the search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A page of the customer's conversations, most recent first, in the contract's JSON. */
async function conversationPage(
  db: Db,
  customerInfoId: number,
  filter: ListFilter,
  page: Page,
  origin: string,
) {
  const conditions: SQL[] = [customerSide(customerInfoId)];
  if (filter.type) conditions.push(eq(conversations.receiver_type, filter.type));
  if (filter.name) {
    const fullName = sql`coalesce(${userInfos.f_name}, '') || ' ' || coalesce(${userInfos.l_name}, '')`;
    conditions.push(ilike(fullName, likePattern(filter.name)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ conversation: conversations })
      .from(conversations)
      .innerJoin(userInfos, eq(userInfos.id, conversations.receiver_id))
      .where(where)
      .orderBy(sql`${conversations.last_message_time} desc nulls last`, desc(conversations.id))
      .limit(page.limit)
      .offset(page.skip),
    db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(userInfos, eq(userInfos.id, conversations.receiver_id))
      .where(where),
  ]);
  const list = rows.map((r) => r.conversation);
  const parts = await conversationParts(db, list);
  return {
    total: Number(total),
    conversations: list.map((r) => formatConversation(r, parts, origin)),
  };
}

const listSchema = z.object({
  type: z.enum(COUNTERPART_TYPES as [CounterpartType, ...CounterpartType[]]).optional(),
  name: str().pipe(z.string().max(100)).optional(),
});

/**
 * GET customer/message/list (`type` filters by counterpart) and search-list (`name`): `{type,
 * total_size, limit, offset, conversations}`.
 */
export async function listConversations(c: ApiContext) {
  const filter = validate(listSchema, c.var.input);
  const page = readPage(c.var.input);
  const db = await chatDb(c);
  const me = await findCustomerIdentity(db, currentUser(c).id);
  const found = me
    ? await conversationPage(db, me.id, filter, page, c.var.ctx.origin)
    : { total: 0, conversations: [] };
  return c.json({
    type: filter.type ?? null,
    total_size: found.total,
    limit: page.rawLimit ?? page.limit,
    offset: page.rawOffset ?? page.offset,
    conversations: found.conversations,
  });
}
