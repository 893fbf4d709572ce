import React, { useEffect, useState } from "react";
import { Link } from "react-router-dom";

import { confirmDialog } from "../ui/Dialog";
import { toast } from "../ui/ToastHost";

type Vehicle = { id: string; plate: string; depot: string };

export function VehicleList() {
  const [vehicles, setVehicles] = useState<Vehicle[]>([]);
  const [depot, setDepot] = useState("");

  useEffect(() => {
    fetch(`/api/vehicles?depot=${encodeURIComponent(depot)}`)
      .then((r) => r.json())
      .then(setVehicles);
  }, [depot]);

  async function retire(v: Vehicle) {
    if (await confirmDialog({ title: `Retire ${v.plate}?`, body: "It will disappear from dispatch." })) {
      await fetch(`/api/vehicles/${v.id}`, { method: "DELETE" });
      setVehicles((all) => all.filter((x) => x.id !== v.id));
      toast(`${v.plate} retired`);
    }
  }

  return (
    <section>
      <input placeholder="Depot" value={depot} onChange={(e) => setDepot(e.target.value)} />
      <ul>
        {vehicles.map((v) => (
          <li key={v.id}>
            <Link to={`/vehicles/${v.id}`}>{v.plate}</Link> <button onClick={() => retire(v)}>Retire</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
