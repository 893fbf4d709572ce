import { test, expect } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";

test.describe("login", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("wrong password shows an error", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn("e2e-buyer@lumen-coffee.dev", "definitely-wrong");
    await login.expectError("Invalid email or password");
  });

  test("signed-in user sees their orders", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(process.env.E2E_USER_EMAIL!, process.env.E2E_USER_PASSWORD!);
    await login.expectSignedIn();
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/account\/orders/);
  });
});
