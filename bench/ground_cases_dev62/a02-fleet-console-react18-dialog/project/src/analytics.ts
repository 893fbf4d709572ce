const ENDPOINT = process.env.REACT_APP_ANALYTICS_URL || "/collect";

let lastPath: string | null = null;

export function trackPageView(path: string): void {
  if (path === lastPath) {
    return;
  }
  lastPath = path;
  send({ type: "pageview", path, ts: Date.now() });
}

export function trackEvent(name: string, props: Record<string, string> = {}): void {
  send({ type: "event", name, props, ts: Date.now() });
}

function send(payload: object): void {
  const body = JSON.stringify(payload);
  if (navigator.sendBeacon) {
    navigator.sendBeacon(ENDPOINT, body);
    return;
  }
  fetch(ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {
    /* analytics must never break the app */
  });
}

export function resetForTests(): void {
  lastPath = null;
}
