import { createUser, countActive, findByEmail, mute, resetUsers } from "./users";
import { pool } from "./pool";

beforeEach(async () => {
  await resetUsers();
});

afterAll(async () => {
  await pool.end();
});

describe("users", () => {
  it("counts active users", async () => {
    await createUser("a@example.com");
    await createUser("b@example.com");
    expect(await countActive()).toBe(2);
  });

  it("muted users are not active", async () => {
    const u = await createUser("c@example.com");
    await mute(u.id);
    expect(await countActive()).toBe(0);
  });

  it("createUser returns an unmuted user", async () => {
    const u = await createUser("f@example.com");
    expect(u.muted).toBe(false);
  });

  it("findByEmail returns undefined for unknown addresses", async () => {
    expect(await findByEmail("nobody@example.com")).toBeUndefined();
  });
});
