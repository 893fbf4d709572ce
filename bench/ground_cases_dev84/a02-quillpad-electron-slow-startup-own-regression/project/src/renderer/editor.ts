declare global {
  interface Window {
    quill: {
      onOpen(cb: (filePath: string) => void): void;
      onSave(cb: () => void): void;
      onNewNote(cb: () => void): void;
    };
  }
}

const editor = document.getElementById("editor") as HTMLElement;
let current: string | null = null;

window.quill.onOpen(async (filePath) => {
  current = filePath;
  const res = await fetch(`file://${filePath}`);
  editor.innerText = await res.text();
  document.title = `${filePath.split(/[\\/]/).pop()} - Quillpad`;
});

window.quill.onNewNote(() => {
  current = null;
  editor.innerText = "";
  document.title = "Untitled - Quillpad";
});

window.quill.onSave(() => {
  if (!current) return;
  console.log("save", current, editor.innerText.length);
});

export {};
