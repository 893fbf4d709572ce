import { expect, test } from "@playwright/test";

const seed = {
  habits: [{ id: "read", name: "Read 20 pages" }],
  log: [
    { habitId: "read", at: "2024-03-08 21:30" },
    { habitId: "read", at: "2024-03-09 20:10" },
    { habitId: "read", at: "2024-03-10 07:55" },
  ],
};

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date("2024-03-10T09:00:00+13:00"));
  await page.addInitScript((s) => localStorage.setItem("streaks.v1", JSON.stringify(s)), seed);
});

test("history shows readable dates", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".history time").first()).not.toHaveText("Invalid Date");
});

test("streak counts consecutive days", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("streak-read")).toHaveText("3 days");
});
