import { expect, test as setup } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

const user = process.env.E2E_USER ?? 'e2e-buyer@tixbook.cn';
const password = process.env.E2E_PASSWORD ?? '';

setup('log in as the e2e buyer', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user, password);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.context().storageState({ path: '.auth/buyer.json' });
});
