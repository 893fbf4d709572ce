declare global {
  interface Window {
    dataLayer: unknown[];
  }
}

let enabled = false;

export function initAnalytics(id?: string) {
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  enabled = true;
}

export function track(event: string, params: Record<string, unknown> = {}) {
  if (!enabled) return;
  window.dataLayer.push({ event, ...params });
}
