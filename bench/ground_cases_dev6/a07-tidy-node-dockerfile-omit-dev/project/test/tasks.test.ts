import assert from "node:assert";
import { after, test } from "node:test";
import { pool } from "../src/db";

after(() => pool.end());

test("tasks table accepts a task for an existing list", async () => {
  const { rows: [list] } = await pool.query("INSERT INTO lists (name) VALUES ('inbox') RETURNING id");
  const { rows: [task] } = await pool.query(
    "INSERT INTO tasks (list_id, title) VALUES ($1, 'buy milk') RETURNING done",
    [list.id],
  );
  assert.strictEqual(task.done, false);
});
