import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SignupForm } from "./SignupForm";

vi.mock("./useSignup", () => ({
  useSignup: () => ({ submit: vi.fn().mockResolvedValue({ ok: true }) }),
}));

describe("SignupForm", () => {
  it("shows required errors on submit", async () => {
    render(<SignupForm onDone={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "登録する" }));
    expect(await screen.findByText("お名前を入力してください")).toBeInTheDocument();
    expect(screen.getByText("メールアドレスを入力してください")).toBeInTheDocument();
  });

  it("shows a mismatch error for the confirmation field", async () => {
    render(<SignupForm onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText("お名前"), "山田 太郎");
    await userEvent.type(screen.getByLabelText("メールアドレス"), "taro@example.jp");
    await userEvent.type(screen.getByLabelText("パスワード"), "abcd1234");
    await userEvent.type(screen.getByLabelText("パスワード（確認）"), "abcd12345");
    await userEvent.click(screen.getByLabelText("利用規約に同意する"));
    await userEvent.click(screen.getByRole("button", { name: "登録する" }));
    expect(await screen.findByText("パスワードが一致しません")).toBeInTheDocument();
    expect(screen.getByLabelText("パスワード（確認）")).toHaveAttribute("aria-invalid", "true");
  });

  it("submits valid input", async () => {
    const onDone = vi.fn();
    render(<SignupForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText("お名前"), "山田 太郎");
    await userEvent.type(screen.getByLabelText("メールアドレス"), "taro@example.jp");
    await userEvent.type(screen.getByLabelText("パスワード"), "abcd1234");
    await userEvent.type(screen.getByLabelText("パスワード（確認）"), "abcd1234");
    await userEvent.click(screen.getByLabelText("利用規約に同意する"));
    await userEvent.click(screen.getByRole("button", { name: "登録する" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
