import { desc, eq, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { items, users } from '../../db/schema';
import { inCategoriesSql, listItems } from '../catalog/items';
import { idField } from '../catalog/params';
import { resolveScope } from '../catalog/scope';
import { ApiError } from '../errors';
import { currentUser } from '../middleware/guards';
import type { ApiContext } from '../types';
import { validate } from '../validation';
import { msg } from './messages';

/** How many items customer/suggested-items answers with (API-CUSTOMER-4). */
const SUGGESTED = 5;

/** `interest` as an array, `interest[]=` form fields, or a JSON array string. */
const interestSchema = z.object({
  interest: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(idField()).min(1).max(100)),
});

/**
 * POST /customer/update-interest {interest: [category ids]} (auth:api): the ids must be active
 * categories, of the moduleId header's module when it is sent. With a module, the interests of the
 * other modules are kept and the module joins `module_ids` (customer/info's
 * selected_modules_for_interest); without one the list is replaced.
 */
export async function updateInterest(c: ApiContext) {
  const scope = await resolveScope(c, { module: 'optional', zone: 'none' });
  const { interest } = validate(interestSchema, c.var.input);
  const ids = [...new Set(interest)];
  const moduleId = scope.module?.id;
  const categoryOf = (id: number) => scope.ref.categories.get(id);
  if (
    ids.some((id) => {
      const category = categoryOf(id);
      return !category || category.status !== 1 || (moduleId && category.module_id !== moduleId);
    })
  )
    throw ApiError.of(403, 'interest', 'The selected interest is invalid.');
  const user = currentUser(c);
  const kept = moduleId
    ? user.interest.filter((id) => {
        const category = categoryOf(id);
        return category && category.module_id !== moduleId;
      })
    : [];
  const modulesChosen = ids.map((id) => categoryOf(id)!.module_id);
  await scope.db
    .update(users)
    .set({
      interest: [...new Set([...kept, ...ids])],
      module_ids: [...new Set([...user.module_ids, ...modulesChosen])].sort((a, b) => a - b),
      updated_at: new Date(),
    })
    .where(eq(users.id, user.id));
  return c.json({ message: msg(scope.locale, 'interest_updated') });
}

/**
 * GET /customer/suggested-items (auth:api; zoneId required, moduleId optional): five items of the
 * member's interest categories (and their sub-categories), best sellers first, topped up with the
 * zone's best sellers when the interests give fewer.
 */
export async function suggestedItems(c: ApiContext) {
  const scope = await resolveScope(c, { module: 'optional', zone: 'required' });
  const interest = currentUser(c).interest.filter((id) => scope.ref.categories.has(id));
  const order = [desc(items.order_count)];
  const chosen = interest.length
    ? (await listItems(scope, { where: [inCategoriesSql(interest)], order, limit: SUGGESTED }))
        .products
    : [];
  if (chosen.length < SUGGESTED) {
    const { products } = await listItems(scope, {
      where: chosen.length
        ? [
            notInArray(
              items.id,
              chosen.map((item) => item.id),
            ),
          ]
        : [],
      order,
      limit: SUGGESTED - chosen.length,
    });
    chosen.push(...products);
  }
  return c.json(chosen);
}
