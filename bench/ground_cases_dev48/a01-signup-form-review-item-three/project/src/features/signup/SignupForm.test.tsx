import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";

import * as auth from "../../api/auth";
import { SignupForm } from "./SignupForm";

function setup() {
  render(
    <MemoryRouter>
      <SignupForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe("SignupForm", () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it("shows field errors after submit with empty fields", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: /create account/i }));
    expect(await screen.findByText("Tell us your name")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
  });

  it("submits a valid form", async () => {
    const spy = vi.spyOn(auth, "signup").mockResolvedValue({ id: "u_1" });
    const user = setup();
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Work email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "analytical1engine");
    await user.type(screen.getByLabelText("Repeat password"), "analytical1engine");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: /create account/i }));
    expect(spy).toHaveBeenCalledOnce();
  });

  it("trims and lowercases the email before submitting", async () => {
    const spy = vi.spyOn(auth, "signup").mockResolvedValue({ id: "u_1" });
    const user = setup();
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Work email"), "  Ada@Example.com ");
    await user.type(screen.getByLabelText("Password"), "analytical1engine");
    await user.type(screen.getByLabelText("Repeat password"), "analytical1engine");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: /create account/i }));
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ email: "ada@example.com" }));
  });

  it("shows the server message when signup fails", async () => {
    vi.spyOn(auth, "signup").mockRejectedValue(new Error("Something went wrong"));
    const user = setup();
    await user.type(screen.getByLabelText("Full name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Work email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "analytical1engine");
    await user.type(screen.getByLabelText("Repeat password"), "analytical1engine");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: /create account/i }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
  });
});
