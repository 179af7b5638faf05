import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeReviewPrompts, VIEWPORTS } from './helpers';

// Against the dev server the first visit of a page or a lazy chunk compiles it: allow for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const DEMO = { phone: '600000001', password: 'Demo1234!' };
const FOOD = { moduleId: 1, zoneIds: '[1]', storeId: 1, itemId: 15, price: 39 };
const CASABLANCA = { lat: 33.5731, lng: -7.5898 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface Owner {
  token?: string;
  guestId?: string;
}

function headers(owner: Owner) {
  return {
    Accept: 'application/json',
    moduleId: String(FOOD.moduleId),
    zoneId: FOOD.zoneIds,
    ...(owner.token ? { Authorization: `Bearer ${owner.token}` } : {}),
  };
}

/** Puts one plain food item in the server cart and places a cash-on-delivery order (API-CART-1, API-ORDERS-1). */
async function placeFoodOrder(request: APIRequestContext, owner: Owner, phone: string) {
  const guest: Record<string, string> = owner.guestId ? { guest_id: owner.guestId } : {};
  await request.delete('/api/v1/customer/cart/remove', { headers: headers(owner), params: guest });
  const added = await request.post('/api/v1/customer/cart/add', {
    headers: headers(owner),
    data: {
      ...guest,
      item_id: FOOD.itemId,
      model: 'Item',
      price: FOOD.price,
      // Two, so the store's minimum order (50 DH) is met.
      quantity: 2,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await request.post('/api/v1/customer/order/place', {
    headers: headers(owner),
    data: {
      ...guest,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: FOOD.storeId,
      distance: 2.5,
      address: 'Maarif, Casablanca, Morocco',
      latitude: String(CASABLANCA.lat),
      longitude: String(CASABLANCA.lng),
      address_type: 'home',
      contact_person_name: 'Nadia Guest',
      contact_person_number: phone,
      contact_person_email: 'nadia.guest@example.test',
    },
  });
  const body = (await placed.json()) as { order_id?: number };
  expect(placed.status(), JSON.stringify(body)).toBe(200);
  return body.order_id as number;
}

async function signIn(page: Page, prefix = '') {
  await page.goto(`${prefix}/auth/sign-in`);
  const form = page.locator('form');
  await form.getByLabel(/Phone number|رقم الهاتف/).fill(DEMO.phone);
  await form.getByLabel(/^(Password|كلمة المرور)/).fill(DEMO.password);
  await form.getByRole('button', { name: /Sign In|تسجيل الدخول/ }).click();
  // Signing in sends the customer on: wait for that before going elsewhere.
  await page.waitForURL((url) => !url.pathname.includes('/auth/sign-in'));
  await expect(page.getByRole('button', { name: /Open profile menu|قائمة/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('token'))) as string;
}

test.describe('orders and tracking', () => {
  test('a guest tracks an order on /track-order', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/track-order');
    // The session asks for a guest id on the first visit; the order is placed with it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toBeTruthy();
    const guestId = (await page.evaluate(() => localStorage.getItem('guest_id'))) as string;
    const orderId = await placeFoodOrder(request, { guestId }, '+212611223344');

    const form = page.getByRole('form', { name: 'Track order' });
    await form.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Need a order id').first()).toBeVisible();
    await form.getByLabel('Order ID').fill(String(orderId));
    await form.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Need a contact number').first()).toBeVisible();

    // A wrong number finds nothing.
    await form.getByLabel(/^Phone number/).fill('699999999');
    await form.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('Order not found')).toBeVisible();

    // The right one (sent with the plus of its country code) shows the four steps.
    await form.getByLabel(/^Phone number/).fill('611223344');
    await form.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    for (const step of ['Order Placed', 'Order Confirmed', 'On the Way', 'Delivered']) {
      await expect(page.getByText(step, { exact: true }).first()).toBeVisible();
    }
    await shot(page, 'track-order-en-desktop');

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/ar/track-order?order_id=${orderId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = page.getByRole('form', { name: 'تتبع الطلب' });
    await arabic.getByLabel(/^رقم الهاتف/).fill('611223344');
    await arabic.getByRole('button', { name: 'تتبع' }).click();
    await expect(page.getByText('تم تقديم الطلب', { exact: true }).first()).toBeVisible();
    await shot(page, 'track-order-ar-phone');
  });

  test('a member rates a delivered order', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const token = await signIn(page);
    const member = { headers: { ...headers({ token }) } };
    // A delivered order of the member: one waiting for a review, else a new one the simulated store
    // and courier deliver (ORDER_SIMULATION_SECONDS per step).
    const reminder = (await (
      await request.get('/api/v1/customer/review-reminder', member)
    ).json()) as { order_id: number | null };
    let orderId = reminder.order_id;
    if (!orderId) {
      orderId = await placeFoodOrder(request, { token }, '+212600000001');
      await expect
        .poll(
          async () => {
            const order = (await (
              await request.get('/api/v1/customer/order/track', {
                ...member,
                params: { order_id: String(orderId) },
              })
            ).json()) as { order_status?: string };
            return order.order_status;
          },
          { timeout: 240_000, intervals: [5_000] },
        )
        .toBe('delivered');
    }

    await page.goto('/profile?page=my-orders');
    const prompt = page.getByRole('dialog', { name: 'How was your order?' });
    await expect(prompt).toBeVisible();
    await shot(page, 'review-prompt-en-desktop');
    // Other journeys of the same member (a parcel) may be the order the prompt asks about.
    const rateLink = prompt.getByRole('link', { name: 'Rate and review' });
    const target = await rateLink.getAttribute('href');
    expect(target).toMatch(/^\/rate-and-review\/\d+$/);
    await rateLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    if (target !== `/rate-and-review/${orderId}`) await page.goto(`/rate-and-review/${orderId}`);

    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Rate at least one item or the delivery person')).toBeVisible();
    const item = page.locator('section').first();
    await item.getByRole('textbox', { name: 'Comment (optional)' }).fill('Fresh and light.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(item.getByText('Please give a rating')).toBeVisible();
    // The star radios are visually hidden: pick the fifth star through its label.
    await item.locator('label', { hasText: '5 of 5 stars' }).click();
    await expect(item.getByLabel('5 of 5 stars')).toBeChecked();
    await shot(page, 'rate-and-review-en-desktop');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(item.getByText('Review sent')).toBeVisible();
  });

  test('a member sees running orders, opens one and cancels it with a reason', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const token = await signIn(page);
    const orderId = await placeFoodOrder(request, { token }, '+212600000001');

    await closeReviewPrompts(page);
    await page.goto('/profile?page=my-orders');
    await expect(page.getByRole('tab', { name: 'Running', selected: true })).toBeVisible();
    const card = page.getByRole('link', { name: new RegExp(`Order #${orderId}`) });
    await expect(card).toBeVisible();
    await shot(page, 'my-orders-en-desktop');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`orderId=${orderId}`));
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByText('Strawberry Shortcake')).toBeVisible();
    await shot(page, 'order-details-en-desktop');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText('Please select a reason')).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Canceled', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();

    // The history tab lists it now.
    await page.goto('/profile?page=my-orders&tab=history');
    await expect(page.getByRole('link', { name: new RegExp(`Order #${orderId}`) })).toBeVisible();

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/ar/profile?page=my-orders&orderId=${orderId}&from=checkout`);
    await expect(page.getByText('تم تقديم الطلب بنجاح')).toBeVisible();
    await shot(page, 'order-details-ar-phone');
  });

  test('a member sends a parcel', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await closeReviewPrompts(page);
    await signIn(page);
    await page.goto('/parcel-delivery-info');
    await expect(page.getByText('What are you wish to send?')).toBeVisible();
    await page.getByRole('link', { name: /Documents/ }).click();
    await expect(page.getByRole('heading', { name: 'Parcel delivery details' })).toBeVisible();

    // The form's messages first.
    await page.getByRole('button', { name: 'Continue' }).click();
    const receiver = page.getByRole('group', { name: 'Receiver' });
    await expect(receiver.getByText('Name is required')).toBeVisible();
    await expect(receiver.getByText('Phone Number is required')).toBeVisible();
    await expect(receiver.getByText('Address is required')).toBeVisible();

    const pick = async (side: 'Sender' | 'Receiver', place: string) => {
      const group = page.getByRole('group', { name: side });
      await group.getByRole('button', { name: /Pick on map|Change on map/ }).click();
      const picker = page.getByRole('dialog', { name: `${side} address` });
      await picker.getByRole('combobox').fill(place);
      await page.getByRole('option').first().click();
      await expect(picker.getByText(`${place}, Casablanca`)).toBeVisible();
      await picker.getByRole('button', { name: 'Use this address' }).click();
      await expect(picker).toBeHidden();
    };
    const sender = page.getByRole('group', { name: 'Sender' });
    await sender.getByLabel(/^Contact Person Name/).fill('Yasmine Demo');
    await sender.getByLabel(/^Phone number/).fill('600000001');
    await pick('Sender', 'Maarif');
    await receiver.getByLabel(/^Contact Person Name/).fill('Karim Alaoui');
    await receiver.getByLabel(/^Phone number/).fill('612345678');
    await pick('Receiver', 'Anfa');
    await shot(page, 'parcel-info-en-desktop');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/parcel-checkout$/);
    await expect(page.getByRole('heading', { name: 'Parcel checkout' })).toBeVisible();
    await page.getByRole('radio', { name: 'Receiver' }).check();
    await expect(page.getByText('The receiver pays in cash on delivery.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    await page.getByRole('radio', { name: 'Sender' }).check();
    await expect(page.getByText(/\d+(\.\d)? km/)).toBeVisible();
    await shot(page, 'parcel-checkout-en-desktop');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/page=my-orders&orderId=\d+&from=checkout/);
    await expect(page.getByText('Order placed successfully')).toBeVisible();
    // A parcel order's details show who sends and who receives it.
    await expect(page.getByRole('heading', { name: 'Sender', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receiver', level: 3 })).toBeVisible();
  });
});
