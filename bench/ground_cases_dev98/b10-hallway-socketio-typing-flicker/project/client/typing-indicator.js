// "<name> が入力中…" under the message box, and telling the server when we type.
// We send typing:start at most once a second while the user keeps typing.

const THROTTLE_MS = 1000;

export function setupTypingIndicator(socket, { room, input, label, me }) {
  let lastSent = 0;

  function stop() {
    if (lastSent === 0) return;
    socket.emit("typing:stop", { room });
    lastSent = 0;
  }

  input.addEventListener("input", () => {
    if (input.value === "") return stop();
    const now = Date.now();
    if (now - lastSent >= THROTTLE_MS) {
      socket.emit("typing:start", { room });
      lastSent = now;
    }
  });

  input.form?.addEventListener("submit", stop);

  socket.on("typing:update", (data) => {
    if (data.room !== room) return;
    const others = data.users.filter((u) => u.id !== me.id).map((u) => u.name);
    label.textContent = formatTyping(others);
    label.hidden = others.length === 0;
  });
}

export function formatTyping(names) {
  if (names.length === 0) return "";
  if (names.length === 1) return `${names[0]}さんが入力中…`;
  if (names.length === 2) return `${names[0]}さんと${names[1]}さんが入力中…`;
  return `${names[0]}さんほか${names.length - 1}人が入力中…`;
}
