import './styles.css';
import { renderSlots } from './components/slotList';
import { renderHistory } from './components/history';
import { fetchHistory, fetchSlots } from './api';

async function main() {
  const slotsEl = document.getElementById('slots');
  const historyEl = document.getElementById('history');
  const [slots, history] = await Promise.all([fetchSlots(), fetchHistory()]);
  renderSlots(slotsEl, slots, (slot) => {
    document.getElementById('selected').textContent = `${slot.date} ${slot.time} を選択中`;
  });
  renderHistory(historyEl, history);
}

main();
