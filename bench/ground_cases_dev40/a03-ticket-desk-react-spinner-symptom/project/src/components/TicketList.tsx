import type { Ticket } from "../api/tickets";

interface Props {
  tickets: Ticket[];
  onOpen: (id: number) => void;
}

const STATUS_LABEL: Record<Ticket["status"], string> = {
  open: "Open",
  pending: "Waiting on customer",
  closed: "Closed",
};

export function TicketList({ tickets, onOpen }: Props) {
  return (
    <ul className="ticket-list">
      {tickets.map((t) => (
        <li key={t.id} className={`ticket-list__item ticket-list__item--${t.status}`}>
          <button type="button" onClick={() => onOpen(t.id)}>
            <span className="ticket-list__id">#{t.id}</span>
            <span className="ticket-list__title">{t.title}</span>
            <span className="ticket-list__customer">{t.customer}</span>
            <span className="ticket-list__status">{STATUS_LABEL[t.status]}</span>
            <time dateTime={t.updatedAt}>
              {new Date(t.updatedAt).toLocaleDateString(undefined, { day: "2-digit", month: "short" })}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
