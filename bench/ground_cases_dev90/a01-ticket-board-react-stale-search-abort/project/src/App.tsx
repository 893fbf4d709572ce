import { TicketList } from "./components/TicketList";

export default function App() {
  return (
    <main className="board">
      <header className="board__header">
        <h1>Support tickets</h1>
      </header>
      <TicketList />
    </main>
  );
}
