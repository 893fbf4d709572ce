import { fetchStatus, LABELS } from "./api.js";

const summary = document.getElementById("summary");
const list = document.getElementById("components");
const updated = document.getElementById("updated");

function render(status) {
  summary.textContent = status.components.every((c) => c.state === "operational")
    ? "All systems operational"
    : "Some systems have problems";
  list.replaceChildren(
    ...status.components.map((c) => {
      const li = document.createElement("li");
      li.className = `component ${c.state}`;
      li.textContent = `${c.name}: ${LABELS[c.state] ?? c.state}`;
      return li;
    }),
  );
  updated.textContent = `Updated ${new Date(status.updated_at).toLocaleString()}`;
}

async function refresh() {
  summary.classList.add("loading");
  try {
    render(await fetchStatus());
  } catch (err) {
    summary.textContent = "Could not load status. Retrying…";
    console.error(err);
  } finally {
    summary.classList.remove("loading");
  }
}

refresh();
setInterval(refresh, 60_000);
