import { Debouncer } from "./debounce";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("Debouncer", () => {
  it("batches items pushed close together", async () => {
    const flush = jest.fn();
    const d = new Debouncer<number>(flush, 200);
    d.push(1);
    d.push(2);
    d.push(3);
    await sleep(250);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([1, 2, 3]);
  });

  it("notifies after debounce", async () => {
    const flush = jest.fn();
    const d = new Debouncer<string>(flush, 200);
    d.push("a");
    await sleep(150);
    d.push("b");
    await sleep(210);
    expect(flush).toHaveBeenCalledWith(["a", "b"]);
  });

  it("cancel drops pending items", () => {
    const flush = jest.fn();
    const d = new Debouncer<number>(flush, 200);
    d.push(1);
    d.cancel();
    expect(d.pending()).toBe(0);
  });
});
