// Shows a small badge on pages that have a note, and answers the popup's page queries.
(() => {
  const BADGE_ID = "tabmemo-badge";

  function showBadge(text) {
    let el = document.getElementById(BADGE_ID);
    if (!el) {
      el = document.createElement("div");
      el.id = BADGE_ID;
      el.style.cssText =
        "position:fixed;bottom:12px;right:12px;z-index:2147483647;padding:4px 8px;" +
        "background:#fffbe6;border:1px solid #e0c36a;border-radius:6px;font:12px/1.4 sans-serif;";
      document.body.appendChild(el);
    }
    el.textContent = "📝 " + text.slice(0, 40);
  }

  function hideBadge() {
    document.getElementById(BADGE_ID)?.remove();
  }

  chrome.runtime.onMessage.addListener((msg, sender, sendResponse) => {
    if (msg.type === "pageInfo") {
      const selection = window.getSelection()?.toString() ?? "";
      sendResponse({ title: document.title, selection });
    } else if (msg.type === "noteChanged") {
      msg.text ? showBadge(msg.text) : hideBadge();
      sendResponse({ ok: true });
    }
  });

  chrome.runtime.sendMessage({ type: "getNotes" }, (res) => {
    if (chrome.runtime.lastError || !res) return;
    const key = location.origin + location.pathname;
    if (res.notes[key]) showBadge(res.notes[key].text);
  });
})();
