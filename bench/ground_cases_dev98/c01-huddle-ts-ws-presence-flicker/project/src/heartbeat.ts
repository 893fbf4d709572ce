import type { WebSocket, WebSocketServer } from "ws";
import type { PresenceTracker } from "./presence.js";

interface TrackedSocket extends WebSocket {
  isAlive?: boolean;
  userId?: string;
}

/**
 * Ping every client each `intervalMs`. A client that has not answered the previous
 * ping by the time of the next one is considered dead and its socket is terminated,
 * which fires "close" and lets the presence table drop it.
 */
export function startHeartbeat(
  wss: WebSocketServer,
  presence: PresenceTracker,
  intervalMs: number,
): () => void {
  const onConnection = (ws: TrackedSocket) => {
    ws.isAlive = true;
    ws.on("pong", () => {
      ws.isAlive = true;
      // a pong proves the user is still there even when they say nothing
      if (ws.userId) presence.touch(ws.userId);
    });
  };
  wss.on("connection", onConnection);

  const timer = setInterval(() => {
    for (const client of wss.clients as Set<TrackedSocket>) {
      if (client.isAlive === false) {
        // no pong since the last ping: the connection is gone or stuck behind a dead NAT
        client.terminate();
        continue;
      }
      client.isAlive = false;
      client.ping();
    }
  }, intervalMs);
  timer.unref();

  return () => {
    clearInterval(timer);
    wss.off("connection", onConnection);
  };
}
