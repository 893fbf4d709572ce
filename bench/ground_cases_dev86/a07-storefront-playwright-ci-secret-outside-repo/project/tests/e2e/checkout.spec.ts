import { test, expect } from "@playwright/test";

test("guest-free checkout with saved card", async ({ page }) => {
  await page.goto("/products/ethiopia-guji-250g");
  await page.getByRole("button", { name: "Add to cart" }).click();
  const cartLink = page.getByRole("link", { name: /Cart \(1\)/ });
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.getByLabel("Use saved card ending 4242").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thanks for your order" })).toBeVisible();
});

test("empty cart shows a hint", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});
