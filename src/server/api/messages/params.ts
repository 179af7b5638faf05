import { z } from 'zod';
import { int } from '../validation';

/**
 * 6amMart's web client (2.3.1) builds its thread URL as `details?conversation_id=2?&offset=…` (and
 * `admin_id=0?`, `vendor_id=5?`, `delivery_man_id=3?`): a stray `?` after every id. The 6amMart
 * backend hands such values to MySQL, which compares by the leading digits, so "2?" names 2.
 * Trailing question marks are forgiven here; anything else that is not a whole number stays a 403.
 */
const withoutTrailingQuestionMarks = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\?+$/, '') : value;

/** An integer id from a query or form, a trailing `?` ignored. */
export const chatInt = () => z.preprocess(withoutTrailingQuestionMarks, int());

/**
 * An optional positive id where 0 means "none", as PHP reads a request field ("0" is falsy): the web
 * client sends `conversation_id=0` when it writes to support.
 */
export const optionalChatId = () =>
  z
    .preprocess(withoutTrailingQuestionMarks, int().pipe(z.number().min(0)).optional())
    .transform((id) => (id === 0 ? undefined : id));
