import { render, screen, fireEvent } from "@testing-library/react";
import { describe, it, expect, vi } from "vitest";
import { BookingForm } from "./BookingForm";

describe("BookingForm", () => {
  it("shows nights", () => {
    render(<BookingForm roomId="r1" onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("チェックイン"), { target: { value: "2026-04-01" } });
    fireEvent.change(screen.getByLabelText("チェックアウト"), { target: { value: "2026-04-03" } });
    expect(screen.getByText("2泊")).toBeTruthy();
  });

  it("rejects reversed dates", () => {
    render(<BookingForm roomId="r1" onDone={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("チェックイン"), { target: { value: "2026-04-03" } });
    fireEvent.change(screen.getByLabelText("チェックアウト"), { target: { value: "2026-04-01" } });
    fireEvent.click(screen.getByText("予約する"));
    expect(screen.getByText("チェックアウトはチェックインより後にしてください")).toBeTruthy();
  });
});
