import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, expectNoAxeViolations, open, signInDemoMember, snap } from './helpers';

// A 1×1 PNG, for the image a message carries.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXTS = {
  en: {
    prefix: '',
    message: 'Message',
    send: 'Send',
    newMessage: 'You have a new message',
    addImages: /Add images/,
  },
  ar: {
    prefix: '/ar',
    message: 'الرسالة',
    send: 'إرسال',
    newMessage: 'لديك رسالة جديدة',
    addImages: /إضافة صور/,
  },
} as const;

// Every test writes to the demo member's support conversation, which has one pending reply at a time.
test.describe.configure({ mode: 'serial' });

async function sendToSupport(page: Page, locale: keyof typeof TEXTS, text: string) {
  const texts = TEXTS[locale];
  await open(page, `${texts.prefix}/chatting?type=admin`);
  const thread = page.getByRole('log');
  await page.locator('input[type=file]').setInputFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: PIXEL,
  });
  await page.getByLabel(texts.message, { exact: true }).fill(text);
  await page.getByLabel(texts.message, { exact: true }).press('Enter');
  await expect(thread.getByText(text)).toBeVisible();
  return thread;
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`chat (${locale})`, () => {
    test('a member writes to support with an image and sees the reply arrive', async ({ page }) => {
      await signInDemoMember(page);
      const text = `Hello from the ${locale} test ${Date.now()}`;
      const thread = await sendToSupport(page, locale, text);
      // The sent image is shown in the thread once the server has it.
      await expect(thread.locator('img').first()).toBeVisible();
      const before = await thread.getByRole('listitem').count();
      // The simulated support answers within a few seconds, without a reload.
      await expect
        .poll(() => thread.getByRole('listitem').count(), { timeout: 30_000 })
        .toBeGreaterThan(before);
      await snap(page, `chat-${locale}`);
      await expectNoAxeViolations(page);
    });

    test("elsewhere a reply shows 'You have a new message' that opens the chat", async ({
      page,
      request,
    }) => {
      await signInDemoMember(page);
      const stream = page.waitForRequest(/\/customer\/event-stream/);
      await open(page, `${TEXTS[locale].prefix}/`);
      await stream;
      // The same member writes from another device; support answers while they browse here.
      const login = await request.post('/api/v1/auth/login', {
        headers: { 'X-localization': locale },
        data: {
          email_or_phone: '+212600000001',
          password: DEMO_MEMBER.password,
          login_type: 'manual',
          field_type: 'phone',
        },
      });
      const { token } = (await login.json()) as { token: string };
      const sent = await request.post('/api/v1/customer/message/send', {
        headers: { Authorization: `Bearer ${token}`, 'X-localization': locale },
        multipart: { message: `From my phone ${Date.now()}`, receiver_type: 'admin' },
      });
      expect(sent.ok()).toBe(true);
      const toast = page.getByRole('button', { name: TEXTS[locale].newMessage });
      await expect(toast).toBeVisible({ timeout: 30_000 });
      await toast.click();
      await page.waitForURL(/\/chatting\?conversationId=\d+/);
      await expect(page.getByRole('log')).toBeVisible();
    });
  });
}

test('a guest opening the chat is asked to sign in and comes back', async ({ page }) => {
  await open(page, '/chatting?type=admin');
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await page.waitForURL(/\/auth\/sign-in\?from=/);
  expect(new URL(page.url()).searchParams.get('from')).toBe('/chatting?type=admin');
});
