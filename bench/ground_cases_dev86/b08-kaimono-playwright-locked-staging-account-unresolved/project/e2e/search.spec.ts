import { test, expect } from '@playwright/test';

test('商品を検索できる', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('商品を検索').fill('緑茶');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('result-card').first()).toContainText('緑茶');
});
