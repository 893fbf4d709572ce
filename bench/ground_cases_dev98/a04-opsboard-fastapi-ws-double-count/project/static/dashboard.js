// Live counters for the ops board. The server sends a snapshot on subscribe and then
// deltas; we add them up so the tiles can animate each change.
const TILES = [
  { topic: "orders", label: "Orders" },
  { topic: "refunds", label: "Refunds" },
  { topic: "signups", label: "Sign-ups" },
];
const counts = Object.fromEntries(TILES.map((t) => [t.topic, 0]));
const MAX_RETRY_MS = 30000;
const BOARD_TOKEN = new URLSearchParams(location.search).get("token") ?? "";
let retryMs = 1000;
let socket = null;

function setStatus(state) {
  const el = document.getElementById("status");
  el.textContent = state;
  el.dataset.state = state;
}

function renderTiles() {
  const main = document.getElementById("tiles");
  main.innerHTML = TILES.map(
    (t) => `<section class="tile" data-tile="${t.topic}"><h2>${t.label}</h2><p class="value">0</p></section>`,
  ).join("");
}

function render(topic) {
  const el = document.querySelector(`[data-tile="${topic}"] .value`);
  if (!el) return;
  el.textContent = counts[topic].toLocaleString();
  el.classList.remove("bump");
  void el.offsetWidth; // restart the animation
  el.classList.add("bump");
}

function subscribeAll(ws) {
  for (const { topic } of TILES) ws.send(JSON.stringify({ op: "subscribe", topic }));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws?token=${encodeURIComponent(BOARD_TOKEN)}`);
  socket = ws;
  ws.onopen = () => {
    retryMs = 1000;
    setStatus("live");
    subscribeAll(ws);
  };
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    if (!(msg.topic in counts)) return;
    if ("snapshot" in msg) counts[msg.topic] = msg.snapshot;
    else counts[msg.topic] += msg.delta;
    render(msg.topic);
  };
  ws.onerror = () => {
    setStatus("error");
    scheduleReconnect();
  };
  ws.onclose = () => {
    setStatus("offline");
    scheduleReconnect();
  };
}

function scheduleReconnect() {
  setTimeout(connect, retryMs);
  retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
}

document.addEventListener("visibilitychange", () => {
  // coming back from a background tab: ask for fresh snapshots instead of trusting the count
  if (document.visibilityState === "visible" && socket?.readyState === WebSocket.OPEN) {
    subscribeAll(socket);
  }
});

renderTiles();
connect();
