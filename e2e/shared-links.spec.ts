import { expect, test, type Page } from '@playwright/test';
import { open, VIEWPORTS } from './helpers';

/**
 * A shared link must sell on a first visit: a visitor with no location and no module opens a
 * product or store link, presses Add, picks a place and has the item in the cart, the page's module
 * chosen for them, in one flow (R-LOC-6, R-SEO-4).
 */
const TEXTS = {
  en: {
    prefix: '',
    add: 'Add to cart',
    addCard: 'Add Strawberry Shortcake to cart',
    insert: 'Insert delivery location',
    pickFromMap: 'Pick from Map',
    search: 'Search location',
    confirm: 'Pick Locations',
    added: 'Item added to cart',
    moduleSelected: 'A Module has been selected',
  },
  ar: {
    prefix: '/ar',
    add: 'أضف إلى السلة',
    addCard: 'أضف كعكة الفراولة إلى السلة',
    insert: 'أدخل موقع التوصيل',
    pickFromMap: 'اختر من الخريطة',
    search: 'ابحث عن موقع',
    confirm: 'تأكيد الموقع',
    added: 'تمت إضافة المنتج إلى السلة',
    moduleSelected: 'تم اختيار وحدة',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The Insert delivery location step, then a place in Casablanca picked by search. */
async function pickPlace(page: Page, texts: Texts) {
  const insert = page.getByRole('dialog', { name: texts.insert });
  await expect(insert).toBeVisible();
  await insert.getByRole('button', { name: texts.pickFromMap }).click();
  await page.getByRole('combobox', { name: texts.search }).fill('Maarif');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: texts.confirm }).click();
}

async function expectAdded(page: Page, texts: Texts) {
  await expect(page.getByText(texts.added).first()).toBeVisible();
  await expect(page.getByText(texts.moduleSelected).first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('module'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ id: 1 });
}

test.describe.configure({ timeout: 180_000 });

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`a first visitor adds to cart from a product link (${language})`, async ({ page }) => {
    await page.setViewportSize(language === 'ar' ? VIEWPORTS.phone : VIEWPORTS.desktop);
    await open(page, `${texts.prefix}/product/cake-strawberry-casa-pizza-napoli?module_id=1`);
    await page.getByRole('button', { name: texts.add, exact: true }).first().click();
    await pickPlace(page, texts);
    await expectAdded(page, texts);
  });

  test(`a first visitor adds to cart from a store link (${language})`, async ({ page }) => {
    await page.setViewportSize(language === 'ar' ? VIEWPORTS.phone : VIEWPORTS.desktop);
    await open(page, `${texts.prefix}/store/casa-pizza-napoli?module_id=1`);
    await page.getByRole('button', { name: texts.addCard }).first().click();
    await pickPlace(page, texts);
    await expectAdded(page, texts);
  });
}
