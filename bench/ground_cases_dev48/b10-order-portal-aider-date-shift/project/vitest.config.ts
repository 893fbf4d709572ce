import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // run in a fixed zone so date tests do not depend on the machine
    env: { TZ: "Asia/Tokyo" },
  },
});
