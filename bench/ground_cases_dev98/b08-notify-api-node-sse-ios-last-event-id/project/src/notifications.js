import { Router } from "express";

export function notificationsRouter({ store, eventLog, bus }) {
  const router = Router();

  // Every change the user should see live goes through here.
  function publish(userId, type, data) {
    bus.emit("event", eventLog.append(userId, type, data));
  }

  router.get("/", async (req, res) => {
    res.json(await store.list(req.user.id, { unreadOnly: req.query.unread === "1" }));
  });

  // Internal: other services create notifications for a user.
  router.post("/", async (req, res) => {
    const { userId, kind, title, body } = req.body ?? {};
    if (!userId || !title) return res.status(400).json({ error: "userId and title are required" });
    const n = await store.create(userId, { kind, title, body });
    publish(userId, "notification", n);
    res.status(201).json(n);
  });

  router.post("/:id/read", async (req, res) => {
    const n = await store.get(req.params.id);
    if (!n) return res.status(404).json({ error: "not_found" });
    if (n.userId !== req.user.id) return res.status(403).json({ error: "forbidden" });
    await store.markRead(n.id);
    publish(n.userId, "unread", { count: await store.unreadCount(n.userId) });
    res.status(204).end();
  });

  return router;
}
