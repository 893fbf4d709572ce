import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIMEOUT_MS, KumoError, resolveOptions } from "../src/index.js";

describe("resolveOptions", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("fills defaults", () => {
    const o = resolveOptions({ apiKey: "k" });
    expect(o.baseUrl).toBe("https://api.kumo.cloud/v2");
    expect(o.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(o.maxRetries).toBe(2);
  });

  it("reads the key from the environment", () => {
    vi.stubEnv("KUMO_API_KEY", "from-env");
    expect(resolveOptions().apiKey).toBe("from-env");
  });

  it("rejects a missing key and a bad timeout", () => {
    vi.stubEnv("KUMO_API_KEY", "");
    expect(() => resolveOptions()).toThrow(KumoError);
    expect(() => resolveOptions({ apiKey: "k", timeoutMs: -1 })).toThrow(/positive/);
  });

  it("takes timeoutMs and warns once about the deprecated timeout", () => {
    const emit = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    expect(resolveOptions({ apiKey: "k", timeoutMs: 5_000 }).timeoutMs).toBe(5_000);
    resolveOptions({ apiKey: "k", timeout: 5_000 });
    resolveOptions({ apiKey: "k", timeout: 5_000 });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls[0]![0]).toMatch(/timeoutMs/);
    emit.mockRestore();
  });

  it("trims trailing slashes from baseUrl", () => {
    expect(resolveOptions({ apiKey: "k", baseUrl: "http://localhost:9000/v2//" }).baseUrl).toBe(
      "http://localhost:9000/v2",
    );
  });
});
