import { listCustomers } from "../api/customers";
import { formatPrice } from "./formatPrice";

export async function renderCustomerTable(el: HTMLElement, page: number): Promise<void> {
  const { items, totalPages } = await listCustomers(page);
  el.innerHTML = items
    .map((c) => `<tr><td>${c.name}</td><td>${formatPrice(c.balanceCents)}</td></tr>`)
    .join("");
  el.dataset.totalPages = String(totalPages);
}
