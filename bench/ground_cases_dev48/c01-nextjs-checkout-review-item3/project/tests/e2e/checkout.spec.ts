import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page, context }) => {
  await context.addCookies([{ name: 'sf_session', value: 'e2e-token', domain: 'localhost', path: '/' }]);
  await page.goto('/checkout');
});

test('shows validation errors on blur', async ({ page }) => {
  await page.getByLabel('手机号').fill('123');
  await page.getByLabel('详细地址').focus();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
});

test('places an order', async ({ page }) => {
  await page.getByLabel('收货人').fill('林伟');
  await page.getByLabel('手机号').fill('138 1234 5678');
  await page.getByLabel('详细地址').fill('上海市徐汇区漕溪北路 88 号');
  await page.getByLabel('邮政编码').fill('200030');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/orders\/thanks/);
});

test('postal code must be 6 digits', async ({ page }) => {
  await page.getByLabel('邮政编码').fill('2000');
  await page.getByLabel('备注').focus();
  await expect(page.getByText('邮编为 6 位数字')).toBeVisible();
});

test('keeps the note optional', async ({ page }) => {
  await expect(page.getByLabel('备注')).toHaveValue('');
});
