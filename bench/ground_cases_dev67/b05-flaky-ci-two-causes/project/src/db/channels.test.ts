import { createUser, resetUsers } from "./users";
import { query, pool } from "./pool";

beforeEach(async () => {
  await resetUsers();
});

afterAll(async () => {
  await pool.end();
});

describe("channels", () => {
  it("subscribes a user to a channel", async () => {
    const u = await createUser("d@example.com");
    await query("INSERT INTO channels (user_id, name) VALUES ($1, $2)", [u.id, "ops"]);
    const rows = await query<{ name: string }>("SELECT name FROM channels WHERE user_id = $1", [u.id]);
    expect(rows.map((r) => r.name)).toEqual(["ops"]);
  });

  it("removes channels with the user", async () => {
    const u = await createUser("e@example.com");
    await query("INSERT INTO channels (user_id, name) VALUES ($1, $2)", [u.id, "dev"]);
    await resetUsers();
    const rows = await query("SELECT * FROM channels");
    expect(rows).toHaveLength(0);
  });

  it("starts with no channels", async () => {
    const rows = await query("SELECT * FROM channels");
    expect(rows).toHaveLength(0);
  });
});
