import { expect, test } from '@playwright/test'

test('opens the detail modal from a card', async ({ page }) => {
  await page.goto('/')
  await page.locator('.card').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('closes the modal with Escape', async ({ page }) => {
  await page.goto('/')
  await page.locator('.card').first().click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})
