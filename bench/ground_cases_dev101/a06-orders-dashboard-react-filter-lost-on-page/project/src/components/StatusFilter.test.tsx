import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { labelFor, StatusFilter } from "./StatusFilter";

const options = ["all", "pending", "paid", "shipped", "refunded"] as const;

describe("StatusFilter", () => {
  it("shows the value it is given", () => {
    render(<StatusFilter value="paid" options={[...options]} onChange={() => {}} />);
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("paid");
  });

  it("follows the value prop when it changes", () => {
    const { rerender } = render(<StatusFilter value="paid" options={[...options]} onChange={() => {}} />);
    rerender(<StatusFilter value="all" options={[...options]} onChange={() => {}} />);
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("all");
  });

  it("labels the catch-all option", () => {
    render(<StatusFilter value="all" options={[...options]} onChange={() => {}} />);
    expect(screen.getByRole("option", { name: "All" })).toBeTruthy();
    expect(labelFor("refunded")).toBe("Refunded");
  });

  it("reports the chosen status", async () => {
    const onChange = vi.fn();
    render(<StatusFilter value="all" options={[...options]} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole("combobox"), "shipped");
    expect(onChange).toHaveBeenCalledWith("shipped");
  });
});
