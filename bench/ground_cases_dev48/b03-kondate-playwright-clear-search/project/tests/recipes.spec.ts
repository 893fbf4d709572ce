import { expect, test } from "@playwright/test";

test.describe("recipes", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/recipes");
  });

  test("lists all recipes", async ({ page }) => {
    await expect(page.getByRole("article")).toHaveCount(8);
  });

  test("search filters the list", async ({ page }) => {
    await page.getByRole("searchbox").fill("カレー");
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page).toHaveURL(/q=%E3%82%AB%E3%83%AC%E3%83%BC/);
  });

  test("clearing the search box shows all recipes", async ({ page }) => {
    const search = page.getByRole("searchbox");
    await search.fill("カレー");
    await expect(page.getByRole("article")).toHaveCount(2);
    await search.fill("");
    await expect(page.getByRole("article")).toHaveCount(8);
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test("shows an empty state", async ({ page }) => {
    await page.getByRole("searchbox").fill("ラザニア");
    await expect(page.getByText("に一致するレシピはありません")).toBeVisible();
  });

  test("opens a recipe", async ({ page }) => {
    await page.getByRole("link", { name: "肉じゃが" }).click();
    await expect(page).toHaveURL(/\/recipes\/r3$/);
  });
});
