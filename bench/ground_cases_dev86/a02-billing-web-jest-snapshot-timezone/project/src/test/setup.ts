import "@testing-library/jest-dom";

// Freeze "now" so overdue badges are stable across runs.
const FROZEN_NOW = new Date("2025-11-10T12:00:00Z").getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: FROZEN_NOW, doNotFake: ["nextTick", "setImmediate"] });
});

afterEach(() => {
  jest.useRealTimers();
});
