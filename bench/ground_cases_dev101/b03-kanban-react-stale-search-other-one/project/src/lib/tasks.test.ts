import { describe, expect, it } from "vitest";
import type { Task } from "./api";
import { byDue, groupByStatus, initials, isOverdue } from "./tasks";

function task(id: number, patch: Partial<Task> = {}): Task {
  return { id, title: `task ${id}`, assignee: null, due: null, status: "todo", ...patch };
}

describe("groupByStatus", () => {
  it("列ごとに分ける", () => {
    const g = groupByStatus([task(1), task(2, { status: "done" }), task(3, { status: "doing" })]);
    expect(g.todo.map((t) => t.id)).toEqual([1]);
    expect(g.doing.map((t) => t.id)).toEqual([3]);
    expect(g.done.map((t) => t.id)).toEqual([2]);
  });

  it("期限の近い順、期限なしは最後", () => {
    const g = groupByStatus([task(1), task(2, { due: "2025-05-10" }), task(3, { due: "2025-05-01" })]);
    expect(g.todo.map((t) => t.id)).toEqual([3, 2, 1]);
  });
});

describe("isOverdue", () => {
  it("今日が期限ならまだ期限切れじゃない", () => {
    expect(isOverdue(task(1, { due: "2025-05-20" }), "2025-05-20")).toBe(false);
    expect(isOverdue(task(1, { due: "2025-05-19" }), "2025-05-20")).toBe(true);
  });

  it("完了済み・期限なしは出さない", () => {
    expect(isOverdue(task(1, { due: "2025-05-01", status: "done" }), "2025-05-20")).toBe(false);
    expect(isOverdue(task(1), "2025-05-20")).toBe(false);
  });
});

describe("byDue / initials", () => {
  it("同じ期限なら id 順", () => {
    expect(byDue(task(2, { due: "2025-05-01" }), task(1, { due: "2025-05-01" }))).toBeGreaterThan(0);
  });

  it("イニシャル", () => {
    expect(initials("sato kenta")).toBe("SK");
    expect(initials(null)).toBe("?");
  });
});
