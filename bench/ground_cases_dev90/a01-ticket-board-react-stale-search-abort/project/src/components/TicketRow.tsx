import type { Ticket } from "../api/client";

const STATUS_LABEL: Record<Ticket["status"], string> = {
  open: "Open",
  pending: "Waiting on customer",
  closed: "Closed",
};

export function TicketRow({ ticket }: { ticket: Ticket }) {
  const updated = new Date(ticket.updatedAt).toLocaleDateString();
  return (
    <li className={`ticket ticket--${ticket.status}`}>
      <span className="ticket__id">#{ticket.id}</span>
      <span className="ticket__title">{ticket.title}</span>
      <span className="ticket__status">{STATUS_LABEL[ticket.status]}</span>
      <span className="ticket__assignee">{ticket.assignee ?? "Unassigned"}</span>
      <time className="ticket__updated" dateTime={ticket.updatedAt}>{updated}</time>
    </li>
  );
}
