import { parsePrice, formatPrice } from './lib/price.js';
import { getTracked, saveTracked, getSettings } from './lib/storage.js';

const CHECK_EVERY_MS = 30 * 60 * 1000;

async function fetchPrice(item) {
  const res = await fetch(item.url, { credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${item.url}`);
  const html = await res.text();
  const m = html.match(new RegExp(item.selectorRegex));
  if (!m) return null;
  return parsePrice(m[1]);
}

async function checkAll() {
  const items = await getTracked();
  const settings = await getSettings();
  for (const item of items) {
    try {
      const price = await fetchPrice(item);
      if (price == null) continue;
      if (price < item.lastPrice && price <= item.target) {
        chrome.notifications.create(item.id, {
          type: 'basic',
          iconUrl: '/icons/icon-128.png',
          title: 'Price drop!',
          message: `${item.title}: ${formatPrice(price, item.currency, settings.locale)}`,
        });
      }
      item.lastPrice = price;
      item.checkedAt = Date.now();
    } catch (err) {
      console.warn('[priceping] check failed', item.url, err);
    }
  }
  await saveTracked(items);
}

const ALARM = 'priceping-check';

function ensureAlarm() {
  // alarms survive worker shutdown; re-creating with the same name just resets the period
  chrome.alarms.create(ALARM, { periodInMinutes: CHECK_EVERY_MS / 60000 });
}

chrome.runtime.onInstalled.addListener(() => {
  ensureAlarm();
  checkAll();
});

chrome.runtime.onStartup.addListener(ensureAlarm);

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === ALARM) checkAll();
});

chrome.notifications.onClicked.addListener(async (id) => {
  const items = await getTracked();
  const item = items.find((i) => i.id === id);
  if (item) chrome.tabs.create({ url: item.url });
});

chrome.runtime.onMessage.addListener((msg, _sender, sendResponse) => {
  if (msg.type === 'check-now') {
    checkAll().then(() => sendResponse({ ok: true }));
    return true;
  }
  return false;
});
