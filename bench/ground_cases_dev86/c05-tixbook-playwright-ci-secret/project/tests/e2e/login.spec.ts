import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

test.use({ storageState: { cookies: [], origins: [] } });

test('wrong password shows an error', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('e2e-buyer@tixbook.cn', 'definitely-wrong');
  await expect(login.errorBanner()).toHaveText('用户名或密码错误');
});

test('logged-out users are sent to login from /orders', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders/);
});
