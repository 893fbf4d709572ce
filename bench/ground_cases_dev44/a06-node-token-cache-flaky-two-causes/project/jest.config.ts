import type { Config } from "jest";

const config: Config = {
  preset: "ts-jest",
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  // Shake out order dependencies on CI; keep local runs deterministic.
  randomize: process.env.CI === "true",
  testTimeout: 10_000,
  collectCoverageFrom: ["src/**/*.ts", "!src/**/*.d.ts"],
  coverageThreshold: {
    global: { lines: 80 },
  },
};

export default config;
