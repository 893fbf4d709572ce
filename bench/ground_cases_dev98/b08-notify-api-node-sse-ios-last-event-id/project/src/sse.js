// GET /events: the user's notifications as text/event-stream.
//
// A client that reconnects sends the id of the last event it saw, either as
// the Last-Event-ID header (what browsers' EventSource does on its own) or as
// ?lastEventId= for clients that cannot set headers. We replay what it missed
// from the event log and then switch to live events.

export function createSseHandler({ eventLog, bus, logger, heartbeatMs = 15_000 }) {
  return function sseHandler(req, res) {
    const userId = req.user.id;
    const lastId = Number(req.get("Last-Event-ID") ?? req.query.lastEventId ?? 0) || 0;
    logger.info({ userId, lastEventId: lastId, ua: req.get("User-Agent") }, "sse connect");

    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 3000\n\n");

    if (lastId > 0) {
      const { events, complete } = eventLog.since(userId, lastId);
      if (!complete) writeEvent(res, { id: eventLog.latestId, type: "resync", data: {} });
      for (const e of events) writeEvent(res, e);
    }

    const onEvent = (e) => {
      if (e.userId === userId) writeEvent(res, e);
    };
    bus.on("event", onEvent);

    const heartbeat = setInterval(() => res.write(": hb\n\n"), heartbeatMs);
    req.on("close", () => {
      clearInterval(heartbeat);
      bus.off("event", onEvent);
    });
  };
}

export function writeEvent(res, e) {
  res.write(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`);
}
