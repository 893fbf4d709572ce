const KEEPALIVE_MS = Number(process.env.SSE_KEEPALIVE_MS ?? 15000);

function send(res, event, data, id) {
  res.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * GET /events: the full board once, then every change as it happens. The headers ask
 * every proxy on the way not to buffer or transform the stream.
 */
export function sseHandler(board) {
  return (req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    send(res, "snapshot", board.snapshot(), board.seq);

    const onUpdate = (game) => send(res, "score", game, game.seq);
    board.on("update", onUpdate);
    const keepalive = setInterval(() => res.write(": keepalive\n\n"), KEEPALIVE_MS);

    req.on("close", () => {
      clearInterval(keepalive);
      board.off("update", onUpdate);
    });
  };
}
