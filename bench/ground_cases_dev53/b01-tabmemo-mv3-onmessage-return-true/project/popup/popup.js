import { normalizeUrl } from "../lib/url.js";

const $ = (id) => document.getElementById(id);

function localize() {
  for (const el of document.querySelectorAll("[data-i18n]")) {
    el.textContent = chrome.i18n.getMessage(el.dataset.i18n);
  }
  for (const el of document.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = chrome.i18n.getMessage(el.dataset.i18nPlaceholder);
  }
}

async function currentTab() {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab;
}

async function init() {
  localize();
  const tab = await currentTab();
  const res = await chrome.runtime.sendMessage({ type: "getNotes" });
  const note = res?.notes?.[normalizeUrl(tab.url)];
  if (note) $("note").value = note.text;

  $("save").addEventListener("click", async () => {
    const text = $("note").value;
    await chrome.runtime.sendMessage({ type: "saveNote", url: tab.url, text });
    const minutes = Number($("remind").value);
    if (minutes > 0) {
      await chrome.runtime.sendMessage({ type: "setReminder", url: tab.url, minutes });
    }
    chrome.tabs.sendMessage(tab.id, { type: "noteChanged", text }).catch(() => {});
    $("status").textContent = chrome.i18n.getMessage("saved");
    setTimeout(() => window.close(), 600);
  });
}

init();
