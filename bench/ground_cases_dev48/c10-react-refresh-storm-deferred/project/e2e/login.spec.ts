import { expect, test } from '@playwright/test';

const USER = { email: 'e2e@tasks.dev', password: 'correct-horse' };

test('logs in and lands on the board', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('邮箱').fill(USER.email);
  await page.getByLabel('密码').fill(USER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL('/board');
  await expect(page.getByRole('heading', { name: '任务看板' })).toBeVisible();
});

test('shows an error for a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('邮箱').fill(USER.email);
  await page.getByLabel('密码').fill('nope');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('邮箱或密码错误');
});

test('stays on the board after a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('邮箱').fill(USER.email);
  await page.getByLabel('密码').fill(USER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL('/board');
  await page.reload();
  await expect(page).toHaveURL('/board');
  await expect(page.getByRole('heading', { name: '任务看板' })).toBeVisible();
});

test('redirects anonymous visitors to login', async ({ page }) => {
  await page.goto('/board');
  await expect(page).toHaveURL('/login');
});
