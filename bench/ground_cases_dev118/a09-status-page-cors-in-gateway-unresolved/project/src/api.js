// Public status API. api.acme.io is served by the edge gateway
// (config lives in the acme/edge-gateway repo, not here).
const API_BASE = window.STATUS_API_BASE ?? "https://api.acme.io";

export async function fetchStatus() {
  const res = await fetch(`${API_BASE}/v1/status`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`status API answered ${res.status}`);
  }
  return res.json();
}

export const LABELS = {
  operational: "Operational",
  degraded: "Degraded performance",
  partial_outage: "Partial outage",
  major_outage: "Major outage",
};
