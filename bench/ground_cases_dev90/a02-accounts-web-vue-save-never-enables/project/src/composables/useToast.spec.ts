import { afterEach, describe, expect, it, vi } from "vitest";
import { useToast } from "./useToast";

afterEach(() => vi.useRealTimers());

describe("useToast", () => {
  it("adds and auto-dismisses a toast", () => {
    vi.useFakeTimers();
    const { toasts, show } = useToast();
    show("Hello");
    expect(toasts.value.map((t) => t.text)).toContain("Hello");
    vi.advanceTimersByTime(3000);
    expect(toasts.value.map((t) => t.text)).not.toContain("Hello");
  });
});
