import { formatSlot, parseIso } from '../utils/date';

const STATUS_LABELS = {
  confirmed: '予約済み',
  cancelled: 'キャンセル',
  visited: '受診済み',
};

export function renderHistory(container, reservations) {
  if (reservations.length === 0) {
    container.textContent = '予約履歴はありません';
    return;
  }
  const rows = reservations.map((r) => {
    const at = parseIso(r.startsAt);
    return `<tr><td>${formatSlot(at)}</td><td>${r.department}</td><td>${STATUS_LABELS[r.status] ?? r.status}</td></tr>`;
  });
  container.innerHTML = `<table class="history"><tbody>${rows.join('')}</tbody></table>`;
}
