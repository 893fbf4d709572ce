import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { SignupForm } from "./SignupForm";

it("enables Create account once email and password are filled", async () => {
  render(<SignupForm onDone={vi.fn()} />);
  const button = screen.getByRole("button", { name: /create account/i });
  expect(button).toBeDisabled();
  await userEvent.type(screen.getByLabelText("Email"), "kim@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "correct-horse-1");
  expect(button).toBeEnabled();
});
