import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { OrderTable } from "./OrderTable";

const page = {
  items: [
    { id: "o1", number: "A-1001", customerName: "山田", status: "paid", currency: "JPY", total: 3200,
      lines: [{ sku: "t1", name: "Tシャツ", quantity: 1, unitPrice: 3200 }], createdAt: "2025-10-01T10:00:00+09:00" },
    { id: "o2", number: "A-1002", customerName: "佐藤", status: "pending", currency: "JPY", total: 1500,
      lines: [{ sku: "m1", name: "マグ", quantity: 1, unitPrice: 1500 }], createdAt: "2025-10-02T10:00:00+09:00" },
  ],
  total: 2,
};

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })));
});

test("lists orders", async () => {
  render(<OrderTable />);
  expect(await screen.findByText("A-1001")).toBeInTheDocument();
  expect(screen.getByText("佐藤")).toBeInTheDocument();
});

test("expands a row to show its lines", async () => {
  render(<OrderTable />);
  await userEvent.click(await screen.findByText("A-1002"));
  expect(screen.getByText(/マグ/)).toBeInTheDocument();
});

test("selects a row", async () => {
  render(<OrderTable />);
  await screen.findByText("A-1001");
  const [first] = screen.getAllByRole("checkbox");
  await userEvent.click(first);
  expect(first).toBeChecked();
});
