import { expect, test } from "@playwright/test";

import { mockCart, mockPromo } from "./fixtures";

test("shows the order summary", async ({ page }) => {
  await mockCart(page);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByText("2 × Sencha 100 g")).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText("€49.90");
});

test.describe("promo code", () => {
  test("total includes the discount", async ({ page }) => {
    await mockCart(page);
    await mockPromo(page, { code: "WELCOME10", discountCents: 450 });
    await page.goto("/checkout");
    await page.getByLabel("Promo code").fill("WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Discount (WELCOME10)")).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText("€45.40");
  });

  test("shows why a code was rejected", async ({ page }) => {
    await mockCart(page);
    await mockPromo(page, { error: "This code has expired" });
    await page.goto("/checkout");
    await page.getByLabel("Promo code").fill("SUMMER23");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText("This code has expired");
    await expect(page.getByTestId("total")).toHaveText("€49.90");
  });
});

test("shows an error when the cart cannot be loaded", async ({ page }) => {
  await page.route("**/api/cart", (route) => route.fulfill({ status: 500 }));
  await page.goto("/checkout");
  await expect(page.getByRole("alert")).toHaveText("Could not load your cart.");
});
