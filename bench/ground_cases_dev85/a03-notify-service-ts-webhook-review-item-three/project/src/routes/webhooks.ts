import { Router } from "express";
import { getEndpoint, recentAttempts } from "../db.js";

export const webhooksRouter = Router();

webhooksRouter.get("/:id", async (req, res, next) => {
  try {
    const endpoint = await getEndpoint(req.params.id);
    if (!endpoint) {
      res.status(404).json({ error: { code: "not_found", message: "endpoint not found" } });
      return;
    }
    res.json({
      id: endpoint.id,
      url: endpoint.url,
      disabled: endpoint.disabled_at !== null,
    });
  } catch (err) {
    next(err);
  }
});

webhooksRouter.get("/:id/deliveries", async (req, res, next) => {
  try {
    const endpoint = await getEndpoint(req.params.id);
    if (!endpoint) {
      res.status(404).json({ error: { code: "not_found", message: "endpoint not found" } });
      return;
    }
    const rows = await recentAttempts(endpoint.id, 20);
    res.json({
      data: rows.map((r) => ({
        eventId: r.event_id,
        deliveryId: r.delivery_id,
        attempt: r.attempt,
        status: r.status,
        durationMs: r.duration_ms,
        createdAt: r.created_at.toISOString(),
      })),
    });
  } catch (err) {
    next(err);
  }
});
