import { Hono } from 'hono';
import { conversationDetails } from '../messages/details';
import { listConversations } from '../messages/list';
import { sendMessage } from '../messages/send';
import { requireAuth } from '../middleware/guards';
import type { ApiEnv } from '../types';

/**
 * The customer's chat with support, stores and couriers (customer/message/*; auth:api). Handlers in
 * ../messages; ids in requests and answers are chat identity (user_infos) ids, except vendor_id and
 * delivery_man_id, which name the vendor and the courier.
 */
export const messageRoutes = new Hono<ApiEnv>();

messageRoutes.use('*', requireAuth);
messageRoutes.get('/list', listConversations);
messageRoutes.get('/search-list', listConversations);
messageRoutes.get('/details', conversationDetails);
messageRoutes.post('/send', sendMessage);
