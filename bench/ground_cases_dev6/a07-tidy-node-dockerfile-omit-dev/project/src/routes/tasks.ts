import express, { Router } from "express";
import { cached, invalidate } from "../cache";
import { pool } from "../db";

export const tasksRouter = Router();

interface TaskRow {
  id: number;
  title: string;
  done: boolean;
}

tasksRouter.get("/lists/:listId/tasks", async (req, res, next) => {
  try {
    const listId = Number(req.params.listId);
    const tasks = await cached(`tasks:${listId}`, 30, async () => {
      const { rows } = await pool.query<TaskRow>(
        "SELECT id, title, done FROM tasks WHERE list_id = $1 ORDER BY created_at",
        [listId],
      );
      return rows;
    });
    res.json(tasks);
  } catch (err) {
    next(err);
  }
});

tasksRouter.post("/lists/:listId/tasks", express.json(), async (req, res, next) => {
  try {
    const listId = Number(req.params.listId);
    const { rows } = await pool.query<TaskRow>(
      "INSERT INTO tasks (list_id, title) VALUES ($1, $2) RETURNING id, title, done",
      [listId, req.body.title],
    );
    await invalidate(`tasks:${listId}`);
    res.status(201).json(rows[0]);
  } catch (err) {
    next(err);
  }
});
