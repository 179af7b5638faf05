import { Hono } from 'hono';
import { z } from 'zod';
import { newsletterSubscribers } from '../../db/schema';
import { ApiError } from '../errors';
import { legacyTestimonials } from '../format/landing';
import { Settings } from '../settings';
import type { ApiEnv } from '../types';
import { email, validate } from '../validation';
import { wm } from '../wallet/messages';

/** The landing page's public extras (API-CORE-7: no headers needed): newsletter and testimonials. */
export const landingExtraRoutes = new Hono<ApiEnv>();

/**
 * POST newsletter/subscribe {email}: `{message}`; 403 validation for an invalid address and for one
 * already subscribed ("already taken", the unique rule's answer; addresses compare lower-cased).
 */
landingExtraRoutes.post('/newsletter/subscribe', async (c) => {
  const { locale } = c.var.ctx;
  const input = validate(z.object({ email: email() }), c.var.input);
  const db = await c.var.deps.getDb();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (!inserted.length) throw ApiError.of(403, 'email', wm(locale, 'newsletter_taken'));
  return c.json({ message: wm(locale, 'newsletter_subscribed') });
});

type Json = Record<string, unknown>;

/**
 * GET testimonial: the landing page's customer testimonials in the request's language (an empty
 * list while the section is off), each with its image's URL also as `reviewer_image`.
 */
landingExtraRoutes.get('/testimonial', async (c) => {
  const { locale, origin } = c.var.ctx;
  const settings = await Settings.load(await c.var.deps.getDb(), { only: ['react_landing_page'] });
  const pages = settings.obj('react_landing_page') ?? {};
  const content = (pages[locale] ?? pages.en ?? {}) as Json;
  return c.json(legacyTestimonials(content, origin));
});
