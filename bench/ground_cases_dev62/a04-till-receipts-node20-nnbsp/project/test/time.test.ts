import { afterEach, describe, expect, it, vi } from "vitest";

import { formatDate, formatTime, minutesAgo, shiftLabel } from "../src/format/time";

const at = new Date(Date.UTC(2024, 2, 9, 15, 45));

describe("formatTime", () => {
  it("formats receipt time", () => {
    expect(formatTime(at)).toBe("3:45 PM");
  });
});

describe("formatDate", () => {
  it("formats receipt date", () => {
    expect(formatDate(at)).toBe("Mar 9, 2024");
  });
});

describe("minutesAgo", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts minutes", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(at.getTime() + 5 * 60000));
    expect(minutesAgo(at)).toBe("5 minutes ago");
  });
});

describe("shiftLabel", () => {
  it("afternoon", () => {
    expect(shiftLabel(at)).toBe("afternoon");
  });
});
