import AsyncStorage from "@react-native-async-storage/async-storage";
import { act, renderHook, waitFor } from "@testing-library/react-native";
import { useItems } from "../src/hooks/useItems";

beforeEach(async () => {
  await AsyncStorage.clear();
});

describe("useItems", () => {
  it("adds an item", async () => {
    const { result } = renderHook(() => useItems());
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.addItem("  牛乳 "));
    expect(result.current.items.map((i) => i.title)).toEqual(["牛乳"]);
  });

  it("toggles an item", async () => {
    const { result } = renderHook(() => useItems());
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.addItem("卵"));
    const id = result.current.items[0].id;
    act(() => result.current.toggleItem(id));
    expect(result.current.items[0].done).toBe(true);
  });

  it("removes an item", async () => {
    const { result } = renderHook(() => useItems());
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.addItem("パン"));
    act(() => result.current.removeItem(result.current.items[0].id));
    expect(result.current.items).toEqual([]);
  });
});
