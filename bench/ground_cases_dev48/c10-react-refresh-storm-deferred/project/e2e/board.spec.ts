import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('邮箱').fill('e2e@tasks.dev');
  await page.getByLabel('密码').fill('correct-horse');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL('/board');
});

test('shows the three columns', async ({ page }) => {
  await expect(page.getByRole('region', { name: '待办' })).toBeVisible();
  await expect(page.getByRole('region', { name: '进行中' })).toBeVisible();
  await expect(page.getByRole('region', { name: '已完成' })).toBeVisible();
});

test('keeps the order after dragging and reloading', async ({ page }) => {
  const todo = page.getByRole('region', { name: '待办' });
  const first = todo.getByRole('listitem').nth(0);
  const second = todo.getByRole('listitem').nth(1);
  const firstTitle = await first.innerText();
  await first.dragTo(second);
  await expect(todo.getByRole('listitem').nth(1)).toHaveText(firstTitle);
  await page.reload();
  await expect(todo.getByRole('listitem').nth(1)).toHaveText(firstTitle);
});

test('adds a task', async ({ page }) => {
  const todo = page.getByRole('region', { name: '待办' });
  await todo.getByRole('button', { name: '添加任务' }).click();
  await todo.getByRole('textbox').fill('写周报');
  await todo.getByRole('textbox').press('Enter');
  await expect(todo.getByText('写周报')).toBeVisible();
});
