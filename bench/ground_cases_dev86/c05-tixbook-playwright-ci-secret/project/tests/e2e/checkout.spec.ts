import { expect, test } from '@playwright/test';

test('buy two tickets for the first show', async ({ page }) => {
  await page.goto('/shows');
  await page.getByRole('link', { name: /查看场次/ }).first().click();
  await page.getByRole('button', { name: '选择座位' }).click();
  await page.locator('.seat.available').nth(0).click();
  await page.locator('.seat.available').nth(1).click();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: '模拟支付' }).click();
  await expect(page.getByText('支付成功')).toBeVisible();
});

test('empty cart cannot check out', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: '去结算' })).toBeDisabled();
});
