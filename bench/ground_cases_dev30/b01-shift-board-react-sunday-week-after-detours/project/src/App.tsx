import { WeekView } from "./components/WeekView";

const STORE_ID = import.meta.env.VITE_STORE_ID ?? "shibuya-01";

export default function App() {
  return (
    <main className="app">
      <h1>シフト表</h1>
      <WeekView storeId={STORE_ID} />
    </main>
  );
}
