import { mount } from "@vue/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineComponent, h } from "vue";
import { usePolling } from "@/composables/usePolling";

function host(fn: () => Promise<unknown>, ms = 1000) {
  return defineComponent({
    setup() {
      usePolling(fn, ms);
      return () => h("div");
    },
  });
}

describe("usePolling", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls immediately and then on every interval", async () => {
    const fn = vi.fn().mockResolvedValue(undefined);
    const w = mount(host(fn));
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fn).toHaveBeenCalledTimes(4);
    w.unmount();
  });

  it("stops on unmount", async () => {
    const fn = vi.fn().mockResolvedValue(undefined);
    const w = mount(host(fn));
    w.unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("pauses while the tab is hidden and resumes when shown", async () => {
    const fn = vi.fn().mockResolvedValue(undefined);
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(false);
    const w = mount(host(fn));
    hidden.mockReturnValue(true);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(1);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(fn).toHaveBeenCalledTimes(2);
    w.unmount();
    hidden.mockRestore();
  });

  it("does not overlap slow calls", async () => {
    let release!: () => void;
    const fn = vi.fn(() => new Promise<void>((r) => (release = r)));
    const w = mount(host(fn));
    await vi.advanceTimersByTimeAsync(3000);
    expect(fn).toHaveBeenCalledTimes(1);
    release();
    w.unmount();
  });
});
