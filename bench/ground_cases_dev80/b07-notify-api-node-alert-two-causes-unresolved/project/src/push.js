const TIMEOUT_MS = Number(process.env.PUSH_TIMEOUT_MS || 4000);

async function sendPush({ userId, title, body }) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(process.env.PUSH_PROVIDER_URL || 'http://localhost:8089/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: userId, title, body }),
      signal: controller.signal,
    });
    if (!res.ok) {
      throw new Error(`push provider responded ${res.status}`);
    }
    return await res.json();
  } finally {
    clearTimeout(timer);
  }
}

module.exports = { sendPush };
