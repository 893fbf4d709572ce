import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as client from "../api/client";
import { DEBOUNCE_MS, useProductSearch } from "./useProductSearch";

const item = (name: string): client.Product => ({
  id: name,
  sku: name.toUpperCase(),
  name,
  priceYen: 1000,
  stock: 3,
  thumbnailUrl: null,
});

describe("useProductSearch", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("does not search for one character", async () => {
    const spy = vi.spyOn(client, "searchProducts");
    renderHook(() => useProductSearch("a"));
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10));
    expect(spy).not.toHaveBeenCalled();
  });

  it("returns the items of the page", async () => {
    vi.spyOn(client, "searchProducts").mockResolvedValue({ items: [item("mug")], total: 1 });
    const { result } = renderHook(() => useProductSearch("mug"));
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10));
    await waitFor(() => expect(result.current.results).toHaveLength(1));
    expect(result.current.loading).toBe(false);
  });
});
