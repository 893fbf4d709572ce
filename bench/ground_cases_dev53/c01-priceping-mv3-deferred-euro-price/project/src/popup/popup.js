import { formatPrice, percentDrop, isValidTarget } from '../lib/price.js';
import { getTracked, saveTracked, removeTracked, getSettings } from '../lib/storage.js';

const list = document.getElementById('list');

async function render() {
  const [items, settings] = await Promise.all([getTracked(), getSettings()]);
  list.replaceChildren();
  for (const item of items) {
    const li = document.createElement('li');
    const drop = percentDrop(item.target, item.lastPrice);
    li.innerHTML = `
      <a href="${item.url}" target="_blank">${item.title}</a>
      <span class="price">${formatPrice(item.lastPrice, item.currency, settings.locale)}</span>
      ${drop > 0 ? `<span class="drop">-${drop}%</span>` : ''}
      <input class="target" value="${item.target ?? ''}" title="Alert at or below" />
      <button class="rm">×</button>`;
    li.querySelector('.target').addEventListener('change', async (e) => {
      const value = parseFloat(e.target.value);
      if (!isValidTarget(value)) return;
      item.target = value;
      await saveTracked(items);
    });
    li.querySelector('.rm').addEventListener('click', async () => {
      await removeTracked(item.id);
      render();
    });
    list.append(li);
  }
}

document.getElementById('check').addEventListener('click', async () => {
  await chrome.runtime.sendMessage({ type: 'check-now' });
  render();
});

render();
