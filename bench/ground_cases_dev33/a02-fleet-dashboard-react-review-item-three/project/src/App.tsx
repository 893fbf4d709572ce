import { useCallback } from "react";
import { fetchSnapshot } from "./api/client";
import { AlertsBanner } from "./components/AlertsBanner";
import { AlertsList } from "./components/AlertsList";
import { VehicleTable } from "./components/VehicleTable";
import { usePolling } from "./hooks/usePolling";

export default function App({ depot }: { depot: string }) {
  const load = useCallback(() => fetchSnapshot(depot), [depot]);
  const { data, error, lastUpdated } = usePolling(load);

  if (error && !data) return <p className="error">Could not load {depot}: {error.message}</p>;
  if (!data) return <p className="muted">Loading…</p>;

  return (
    <main>
      <AlertsBanner alerts={data.alerts} />
      <VehicleTable vehicles={data.vehicles} />
      <h2>Alert history</h2>
      <AlertsList alerts={data.alerts} />
      <footer className="muted">Updated {lastUpdated?.toLocaleTimeString()}</footer>
    </main>
  );
}
