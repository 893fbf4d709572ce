import type { Page } from "@playwright/test";

export const CART = {
  id: "c_123",
  lines: [
    { sku: "MUG-01", name: "Stoneware mug", unitCents: 2900, qty: 1 },
    { sku: "TEA-07", name: "Sencha 100 g", unitCents: 800, qty: 2 },
  ],
};

export async function mockCart(page: Page, cart = CART) {
  await page.route("**/api/cart", (route) => route.fulfill({ json: cart }));
}

export async function mockPromo(page: Page, result: { code: string; discountCents: number } | { error: string }) {
  await page.route("**/api/promo/validate", async (route) => {
    if ("error" in result) {
      await route.fulfill({ status: 422, json: { message: result.error } });
    } else {
      await route.fulfill({ json: result });
    }
  });
}

/** A cart above the free-shipping threshold (60 euro). */
export const BIG_CART = {
  id: "c_456",
  lines: [
    { sku: "KETTLE-2", name: "Gooseneck kettle", unitCents: 5400, qty: 1 },
    { sku: "TEA-07", name: "Sencha 100 g", unitCents: 800, qty: 1 },
  ],
};

export async function mockSlowCart(page: Page, delayMs = 1500) {
  await page.route("**/api/cart", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ json: CART });
  });
}
