import { expect } from '@playwright/test';
import { test } from './fixtures/auth';

test('カートから注文できる', async ({ loggedIn: page }) => {
  await page.goto('/products/tea-001');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: '注文する' }).click();
  await expect(page.getByText('ご注文ありがとうございました')).toBeVisible();
});
