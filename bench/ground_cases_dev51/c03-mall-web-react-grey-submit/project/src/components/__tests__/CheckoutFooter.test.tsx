import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CheckoutFooter } from "../CheckoutFooter";

describe("CheckoutFooter", () => {
  it("shows the total", () => {
    render(<CheckoutFooter total={129900} itemCount={2} submitting={false} agreed onSubmit={() => {}} />);
    expect(screen.getByText(/共 2 件/)).toBeTruthy();
  });

  it("disables submit with an empty cart", () => {
    render(<CheckoutFooter total={0} itemCount={0} submitting={false} agreed onSubmit={() => {}} />);
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
  });

  it("calls onSubmit", () => {
    const onSubmit = vi.fn();
    render(<CheckoutFooter total={100} itemCount={1} submitting={false} agreed onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button"));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("shows a busy label while submitting", () => {
    render(<CheckoutFooter total={100} itemCount={1} submitting agreed onSubmit={() => {}} />);
    const button = screen.getByRole("button") as HTMLButtonElement;
    expect(button.textContent).toBe("提交中…");
    expect(button.disabled).toBe(true);
  });
});
