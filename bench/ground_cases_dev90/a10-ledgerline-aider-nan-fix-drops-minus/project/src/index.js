import { mountAmountInput } from "./amountInput";
import { renderTable } from "./table";
import "./table.css";

export function mount(root, { entries, onChange }) {
  const input = mountAmountInput(root.querySelector("[data-amount]"), onChange);
  renderTable(root.querySelector("[data-table]"), entries);
  return { input };
}
