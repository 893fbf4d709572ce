declare global {
  interface Window {
    memo: {
      onNew(cb: () => void): void;
      onExport(cb: () => void): void;
      onFont(cb: (delta: number) => void): void;
    };
  }
}

const area = document.getElementById("memo") as HTMLTextAreaElement;
const KEY = "memo-desk:text";
let fontSize = 14;

area.value = localStorage.getItem(KEY) ?? "";
area.style.fontSize = `${fontSize}px`;
area.addEventListener("input", () => localStorage.setItem(KEY, area.value));

window.memo.onNew(() => {
  if (area.value && !confirm("今のメモを消して新しく書きますか?")) return;
  area.value = "";
  localStorage.removeItem(KEY);
});

window.memo.onExport(() => {
  const blob = new Blob([area.value], { type: "text/plain" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = "memo.txt";
  a.click();
});

window.memo.onFont((delta) => {
  fontSize = Math.min(32, Math.max(10, fontSize + delta));
  area.style.fontSize = `${fontSize}px`;
});

export {};
