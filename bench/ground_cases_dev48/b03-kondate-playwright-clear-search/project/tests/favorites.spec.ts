import { expect, test } from "@playwright/test";

test.describe("favorites", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/recipes");
  });

  test("toggles a favorite from the card", async ({ page }) => {
    const card = page.getByRole("article").filter({ hasText: "豚汁" });
    const heart = card.getByRole("button", { name: /お気に入り|♡|♥/ });
    await heart.click();
    await expect(page.getByRole("link", { name: "お気に入り (1)" })).toBeVisible();
    await heart.click();
    await expect(page.getByRole("link", { name: "お気に入り (0)" })).toBeVisible();
  });

  test("counts several favorites", async ({ page }) => {
    for (const title of ["豚汁", "親子丼", "麻婆豆腐"]) {
      await page
        .getByRole("article")
        .filter({ hasText: title })
        .getByRole("button", { name: /お気に入り|♡|♥/ })
        .click();
    }
    await expect(page.getByRole("link", { name: "お気に入り (3)" })).toBeVisible();
  });

  test("keeps favorites across navigation", async ({ page }) => {
    await page.getByRole("article").filter({ hasText: "親子丼" }).getByRole("button").click();
    await page.getByRole("link", { name: "親子丼" }).click();
    await page.goBack();
    await expect(page.getByRole("link", { name: "お気に入り (1)" })).toBeVisible();
  });
});
