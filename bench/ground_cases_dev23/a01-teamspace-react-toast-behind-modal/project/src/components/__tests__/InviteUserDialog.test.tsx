import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InviteUserDialog } from "../InviteUserDialog";
import { ToastProvider } from "../Toast";

vi.mock("../../api/members", () => ({
  inviteUser: vi.fn().mockResolvedValue({ ok: true }),
}));

function setup() {
  const onClose = vi.fn();
  render(
    <ToastProvider>
      <InviteUserDialog open onClose={onClose} />
    </ToastProvider>,
  );
  return { onClose };
}

describe("InviteUserDialog", () => {
  it("disables the submit button until an email is typed", async () => {
    setup();
    const submit = screen.getByRole("button", { name: "Send invite" });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Email"), "kim@example.com");
    expect(submit).toBeEnabled();
  });

  it("sends the invite and closes", async () => {
    const { onClose } = setup();
    await userEvent.type(screen.getByLabelText("Email"), "kim@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send invite" }));
    expect(await screen.findByText("Invite sent to kim@example.com")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
