import { getAccessToken } from "../src/auth/refresh";
import { fetchToken } from "../src/auth/idpClient";
import * as tokenCache from "../src/cache/tokenCache";

jest.mock("../src/auth/idpClient");
const mockedFetch = jest.mocked(fetchToken);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("getAccessToken", () => {
  beforeEach(() => {
    tokenCache.clear();
  });

  it("fetches a token on first use", async () => {
    mockedFetch.mockResolvedValueOnce({ access_token: "t0", expires_in: 3600 });
    await expect(getAccessToken("svc-a")).resolves.toBe("t0");
  });

  it("keeps tokens per client", async () => {
    mockedFetch
      .mockResolvedValueOnce({ access_token: "a", expires_in: 3600 })
      .mockResolvedValueOnce({ access_token: "b", expires_in: 3600 });
    await getAccessToken("svc-a");
    await getAccessToken("svc-b");
    expect(tokenCache.size()).toBe(2);
  });

  it("reuses the cached token until it expires", async () => {
    mockedFetch.mockResolvedValue({ access_token: "t1", expires_in: 6 });
    await getAccessToken("svc-a");
    await sleep(900);
    await getAccessToken("svc-a");
    expect(mockedFetch).toHaveBeenCalledTimes(1);
  });

  it("forceRefresh bypasses the cache", async () => {
    mockedFetch.mockResolvedValue({ access_token: "t2", expires_in: 3600 });
    await getAccessToken("svc-c");
    await expect(getAccessToken("svc-c", { forceRefresh: true })).resolves.toBe("t2");
  });

  it("dedupes concurrent refreshes", async () => {
    mockedFetch.mockResolvedValue({ access_token: "t3", expires_in: 3600 });
    const [a, b] = await Promise.all([getAccessToken("svc-d"), getAccessToken("svc-d")]);
    expect(a).toBe(b);
  });
});
