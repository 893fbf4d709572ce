import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StatusFilter } from "./StatusFilter";

describe("StatusFilter", () => {
  it("marks the active status", () => {
    render(<StatusFilter value="paid" onChange={() => {}} />);
    expect(screen.getByText("Paid").className).toBe("active");
  });
  it("calls onChange with the clicked status", () => {
    const onChange = vi.fn();
    render(<StatusFilter value="" onChange={onChange} />);
    fireEvent.click(screen.getByText("Shipped"));
    expect(onChange).toHaveBeenCalledWith("shipped");
  });
  it("offers All", () => {
    const onChange = vi.fn();
    render(<StatusFilter value="paid" onChange={onChange} />);
    fireEvent.click(screen.getByText("All"));
    expect(onChange).toHaveBeenCalledWith("");
  });
});
