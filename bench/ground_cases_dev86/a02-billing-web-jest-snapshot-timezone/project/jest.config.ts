import type { Config } from "jest";

const config: Config = {
  preset: "ts-jest",
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src"],
  setupFilesAfterEnv: ["<rootDir>/src/test/setup.ts"],
  moduleNameMapper: {
    "\\.(css|less)$": "<rootDir>/src/test/styleMock.ts",
  },
  collectCoverageFrom: ["src/**/*.{ts,tsx}", "!src/test/**", "!src/main.tsx"],
  coverageThreshold: {
    global: { lines: 80, branches: 70 },
  },
};

export default config;
