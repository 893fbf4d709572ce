import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OrdersTable } from "./OrdersTable";
import type { Order } from "../types";

const orders: Order[] = [
  { id: "o1", number: "A-1001", customer: "Ada Byrne", email: "ada@example.com", status: "paid", currency: "EUR",
    total: 42.5, createdAt: "2025-10-01T09:00:00Z", lines: [{ sku: "TEA-1", name: "Green tea", qty: 2, unitPrice: 21.25 }] },
  { id: "o2", number: "A-1002", customer: "Ben Cole", email: "ben@example.com", status: "pending", currency: "GBP",
    total: 19, createdAt: "2025-10-02T10:30:00Z", lines: [{ sku: "MUG-3", name: "Mug", qty: 1, unitPrice: 19 }] },
];

vi.mock("../hooks/useOrders", () => ({
  useOrders: () => ({ orders, loading: false, error: null, reload: vi.fn() }),
}));
vi.mock("../api/orders", () => ({ deleteOrder: vi.fn().mockResolvedValue(undefined) }));

describe("OrdersTable", () => {
  beforeEach(() => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
  });

  it("lists orders newest first", () => {
    render(<OrdersTable search="" onOpen={() => {}} />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("Ben Cole")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Ada Byrne")).toBeInTheDocument();
  });

  it("sorts by customer when the header is clicked", async () => {
    render(<OrdersTable search="" onOpen={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Customer" }));
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("Ben Cole")).toBeInTheDocument();
  });

  it("expands a row to show its lines", async () => {
    render(<OrdersTable search="" onOpen={() => {}} />);
    await userEvent.click(screen.getAllByRole("button", { name: "Show lines" })[1]);
    expect(screen.getByText("2 × Green tea")).toBeInTheDocument();
  });
});
