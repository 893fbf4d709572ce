// Live scores over Server-Sent Events. EventSource reconnects by itself and sends
// Last-Event-ID; the server answers with a fresh snapshot, so we just re-render.
const rows = new Map();
const tbody = document.querySelector("#games tbody");

function rowFor(game) {
  let tr = rows.get(game.gameId);
  if (!tr) {
    tr = document.createElement("tr");
    tr.innerHTML = "<td class=home></td><td class=score></td><td class=away></td><td class=clock></td>";
    rows.set(game.gameId, tr);
    tbody.append(tr);
  }
  return tr;
}

function render(game) {
  if (game.removed) {
    rows.get(game.gameId)?.remove();
    rows.delete(game.gameId);
    return;
  }
  const tr = rowFor(game);
  tr.querySelector(".home").textContent = game.home;
  tr.querySelector(".away").textContent = game.away;
  tr.querySelector(".score").textContent = `${game.homeScore} - ${game.awayScore}`;
  tr.querySelector(".clock").textContent = game.status === "live" ? game.clock : game.status;
  tr.dataset.status = game.status;
}

// "live" while the stream is open and something arrived recently; score events only
// come with changes, so a quiet game looks stalled after STALE_MS.
const STALE_MS = 45000;
let lastEventAt = 0;
const dot = document.createElement("span");
dot.className = "live-dot";
dot.title = "connection status";
document.querySelector("header h1").append(dot);

function markAlive() {
  lastEventAt = Date.now();
  updateDot();
}

function updateDot() {
  const fresh = Date.now() - lastEventAt < STALE_MS;
  dot.dataset.state = events.readyState === EventSource.OPEN && fresh ? "live" : "stalled";
}

const events = new EventSource("/events");
events.addEventListener("open", markAlive);
events.addEventListener("error", updateDot);
setInterval(updateDot, 5000);

events.addEventListener("snapshot", (e) => {
  markAlive();
  tbody.replaceChildren();
  rows.clear();
  for (const game of JSON.parse(e.data)) render(game);
});

events.addEventListener("score", (e) => {
  markAlive();
  render(JSON.parse(e.data));
});
