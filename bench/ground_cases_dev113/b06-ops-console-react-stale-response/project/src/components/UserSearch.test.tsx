import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as api from "../api/users";
import { UserSearch } from "./UserSearch";

const tanaka = { id: 1, name: "田中 太郎", email: "tanaka@example.jp", team: "ops", active: true };

describe("UserSearch", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows results", async () => {
    vi.spyOn(api, "searchUsers").mockResolvedValue([tanaka]);
    render(<UserSearch onSelect={() => {}} />);
    await userEvent.type(screen.getByRole("searchbox"), "tanaka");
    expect(await screen.findByText("田中 太郎")).toBeTruthy();
  });

  it("shows an error", async () => {
    vi.spyOn(api, "searchUsers").mockRejectedValue(new Error("boom"));
    render(<UserSearch onSelect={() => {}} />);
    await userEvent.type(screen.getByRole("searchbox"), "x");
    expect(await screen.findByText("検索に失敗しました")).toBeTruthy();
  });

  it("calls onSelect", async () => {
    vi.spyOn(api, "searchUsers").mockResolvedValue([tanaka]);
    const onSelect = vi.fn();
    render(<UserSearch onSelect={onSelect} />);
    await userEvent.type(screen.getByRole("searchbox"), "tanaka");
    await userEvent.click(await screen.findByText("田中 太郎"));
    expect(onSelect).toHaveBeenCalledWith(tanaka);
  });
});
