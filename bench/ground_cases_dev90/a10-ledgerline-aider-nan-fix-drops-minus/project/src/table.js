import { formatAmount } from "./format";

export function renderTable(container, entries) {
  const rows = entries
    .map(
      (e) => `
      <tr>
        <td>${e.date}</td>
        <td class="desc">
          ${e.description}
          ${e.note ? `<span class="tip" role="tooltip">${e.note}</span>` : ""}
        </td>
        <td class="amount ${e.amount < 0 ? "neg" : ""}">${formatAmount(e.amount)}</td>
      </tr>`,
    )
    .join("");
  container.innerHTML = `<div class="table-wrap"><table class="ledger"><tbody>${rows}</tbody></table></div>`;
}
