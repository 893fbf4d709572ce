import { test, expect } from '@playwright/test'

test('login page renders', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: '运维控制台' })).toBeVisible()
  await expect(page.getByLabel('账号')).toBeVisible()
})

test('dashboard redirects to login without token', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?next=/)
})

test('shows error on wrong password', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.fulfill({ status: 401, body: '{}' }))
  await page.goto('/login')
  await page.getByLabel('账号').fill('admin')
  await page.getByLabel('密码').fill('nope')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('账号或密码错误')).toBeVisible()
})
