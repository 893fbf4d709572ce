import { describe } from "./lib/storage.js";

const list = document.getElementById("sessions");

function i18n() {
  document.querySelectorAll("[data-i18n]").forEach((el) => {
    el.textContent = chrome.i18n.getMessage(el.dataset.i18n) || el.textContent;
  });
}

async function render() {
  const { sessions } = await chrome.runtime.sendMessage({ type: "getGroups" });
  list.replaceChildren();
  for (const [key, s] of Object.entries(sessions)) {
    const li = document.createElement("li");
    li.textContent = describe(s);
    li.title = s.groups.map((g) => g.title || "(untitled)").join(", ");
    li.addEventListener("click", () => {
      chrome.runtime.sendMessage({ type: "restore", windowKey: key });
      window.close();
    });
    list.append(li);
  }
  if (!list.children.length) {
    const li = document.createElement("li");
    li.textContent = chrome.i18n.getMessage("noSessions");
    list.append(li);
  }
}

async function refreshBadge() {
  const tabs = await chrome.tabs.query({ currentWindow: true });
  let total = 0;
  for (const tab of tabs) {
    const count = await chrome.tabs.sendMessage(tab.id, { type: "countHighlights" });
    total += count || 0;
  }
  await chrome.action.setBadgeText({ text: total ? String(total) : "" });
}

document.getElementById("save-now").addEventListener("click", async () => {
  await chrome.runtime.sendMessage({ type: "saveNow" });
  await render();
});

i18n();
render();
refreshBadge();
