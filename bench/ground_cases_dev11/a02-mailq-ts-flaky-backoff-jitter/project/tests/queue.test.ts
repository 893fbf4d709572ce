import { describe, expect, it } from "vitest";

import { MailQueue, type MailMessage } from "../src/queue.js";

const msg: MailMessage = {
  to: "sam@example.com",
  template: "welcome",
  context: { name: "Sam", unsubscribeUrl: "https://sprout.app/u/abc123" },
};

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("MailQueue", () => {
  it("claims due jobs oldest first", () => {
    const c = clock(1_000);
    const q = new MailQueue({ now: c.now, maxAttempts: 5 });
    const late = q.enqueue(msg, 500);
    const early = q.enqueue(msg);
    c.advance(500);
    expect(q.claimDue(10).map((j) => j.id)).toEqual([early.id, late.id]);
  });

  it("does not claim a job twice", () => {
    const c = clock();
    const q = new MailQueue({ now: c.now, maxAttempts: 5 });
    q.enqueue(msg);
    expect(q.claimDue(10)).toHaveLength(1);
    expect(q.claimDue(10)).toHaveLength(0);
  });

  it("reschedules a failed job with backoff", () => {
    const c = clock();
    const q = new MailQueue({ now: c.now, maxAttempts: 5 });
    const job = q.enqueue(msg);
    q.claimDue(1);
    q.markFailed(job.id, new Error("451 try again later"));
    const after = q.get(job.id)!;
    expect(after.status).toBe("pending");
    expect(after.runAt).toBeGreaterThanOrEqual(800);
    expect(after.runAt).toBeLessThanOrEqual(1_200);
  });

  it("never schedules a retry further out than maxMs", () => {
    const c = clock();
    const q = new MailQueue({ now: c.now, maxAttempts: 10 });
    const job = q.enqueue(msg);
    for (let i = 0; i < 6; i++) q.markFailed(job.id, new Error("451 try again later"));
    expect(q.get(job.id)!.runAt).toBeLessThanOrEqual(30_000);
  });

  it("gives up after maxAttempts", () => {
    const c = clock();
    const q = new MailQueue({ now: c.now, maxAttempts: 3 });
    const job = q.enqueue(msg);
    for (let i = 0; i < 3; i++) q.markFailed(job.id, new Error("550 mailbox unavailable"));
    expect(q.get(job.id)!.status).toBe("dead");
    expect(q.stats()).toEqual({ pending: 0, sending: 0, sent: 0, dead: 1 });
  });
});
