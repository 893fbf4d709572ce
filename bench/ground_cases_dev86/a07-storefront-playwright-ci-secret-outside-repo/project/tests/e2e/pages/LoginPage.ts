import { expect, type Page } from "@playwright/test";

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/account/login");
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  async expectSignedIn() {
    await expect(this.page.getByRole("button", { name: "Account" })).toBeVisible();
  }

  async expectError(text: string | RegExp) {
    await expect(this.page.getByRole("alert")).toContainText(text);
  }
}
