import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ShareDialog } from "./ShareDialog";

const URL = "https://pulse.example.com/r/9f2c1a";

describe("ShareDialog", () => {
  it("shows the share url read-only", () => {
    render(<ShareDialog open shareUrl={URL} reportName="Weekly revenue" onClose={() => {}} />);
    const input = screen.getByLabelText(/anyone with this link/i) as HTMLInputElement;
    expect(input.value).toBe(URL);
    expect(input.readOnly).toBe(true);
  });

  it("copies the url and shows Copied! for 2s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<ShareDialog open shareUrl={URL} reportName="Weekly revenue" onClose={() => {}} />);

    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByRole("button", { name: "Copied!" })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("closes on Done", async () => {
    const onClose = vi.fn();
    render(<ShareDialog open shareUrl={URL} reportName="Weekly revenue" onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
