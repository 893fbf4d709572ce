import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as client from "../api/client";
import { useSearch } from "./useSearch";

const ada = { id: "1", name: "Ada Lovelace", title: "Engineer", team: "Core", city: "London" };

describe("useSearch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("ignores queries shorter than two characters", () => {
    const spy = vi.spyOn(client, "searchPeople");
    const { result } = renderHook(() => useSearch("a"));
    expect(result.current.loading).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });

  it("waits for typing to pause before searching", async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(client, "searchPeople").mockResolvedValue({ items: [ada], total: 1 });
    const { rerender } = renderHook(({ q }) => useSearch(q), { initialProps: { q: "ad" } });
    rerender({ q: "ada" });
    rerender({ q: "ada l" });
    vi.advanceTimersByTime(299);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith("ada l", expect.any(AbortSignal));
    vi.useRealTimers();
  });

  it("returns matching people", async () => {
    vi.spyOn(client, "searchPeople").mockResolvedValue({ items: [ada], total: 1 });
    const { result } = renderHook(() => useSearch("ada"));
    await waitFor(() => expect(result.current.results).toEqual([ada]));
    expect(result.current.loading).toBe(false);
  });

  it("reports API errors", async () => {
    vi.spyOn(client, "searchPeople").mockRejectedValue(new Error("directory API 502"));
    const { result } = renderHook(() => useSearch("ada"));
    await waitFor(() => expect(result.current.error).toBe("directory API 502"));
    expect(result.current.loading).toBe(false);
  });
});
