import { test as setup } from "@playwright/test";
import { LoginPage } from "./pages/LoginPage";

const authFile = "tests/e2e/.auth/user.json";

setup("authenticate", async ({ page }) => {
  const email = process.env.E2E_USER_EMAIL;
  const password = process.env.E2E_USER_PASSWORD;
  if (!email || !password) {
    throw new Error("E2E_USER_EMAIL and E2E_USER_PASSWORD must be set");
  }
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await login.expectSignedIn();
  await page.context().storageState({ path: authFile });
});
