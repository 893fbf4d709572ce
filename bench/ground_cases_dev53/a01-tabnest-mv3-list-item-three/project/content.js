// Runs on every page: reports page meta and counts highlights for the popup badge.
(function () {
  const HIGHLIGHT_SELECTOR = "mark.tabnest-hl";

  function pageMeta() {
    return {
      type: "pageMeta",
      title: document.title,
      lang: document.documentElement.lang || "",
      url: location.href,
    };
  }

  chrome.runtime.sendMessage(pageMeta());

  chrome.runtime.onMessage.addListener((msg, sender, sendResponse) => {
    if (msg.type === "countHighlights") {
      sendResponse(document.querySelectorAll(HIGHLIGHT_SELECTOR).length);
    } else if (msg.type === "clearHighlights") {
      document.querySelectorAll(HIGHLIGHT_SELECTOR).forEach((el) => {
        el.replaceWith(document.createTextNode(el.textContent));
      });
      sendResponse(true);
    }
  });

  document.addEventListener("keydown", (e) => {
    if (e.altKey && e.shiftKey && e.key === "H") {
      const sel = window.getSelection();
      if (!sel || sel.isCollapsed) return;
      const mark = document.createElement("mark");
      mark.className = "tabnest-hl";
      sel.getRangeAt(0).surroundContents(mark);
    }
  });
})();
