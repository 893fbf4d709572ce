import { beforeEach, describe, expect, it, vi } from "vitest";

const query = vi.fn();
vi.mock("../../src/db/pool", () => ({ pool: { query } }));
vi.mock("../../src/logger", () => ({ logger: { warn: vi.fn(), info: vi.fn() } }));

import { cleanupSessions } from "../../src/jobs/sessionCleanup";

describe("cleanupSessions", () => {
  beforeEach(() => query.mockReset());

  it("stops after a short batch", async () => {
    query.mockResolvedValueOnce({ rowCount: 3 }).mockResolvedValueOnce({ rowCount: 1 });
    const result = await cleanupSessions(7, 3);
    expect(result).toEqual({ deleted: 4, batches: 2 });
    expect(query).toHaveBeenCalledTimes(2);
  });

  it("passes retention and batch size as parameters", async () => {
    query.mockResolvedValueOnce({ rowCount: 0 });
    await cleanupSessions(7, 5000);
    expect(query.mock.calls[0][1]).toEqual([7, 5000]);
  });
});
