import { useState } from "react";
import type { Severity } from "../api/client";
import { IncidentTable } from "../components/IncidentTable";
import { useIncidents } from "../hooks/useIncidents";

type SeverityFilter = Severity | "all";

export function IncidentsPage() {
  const { incidents, loading, error } = useIncidents();
  const [severity, setSeverity] = useState<SeverityFilter>("all");
  const shown = severity === "all" ? incidents : incidents.filter((i) => i.severity === severity);

  return (
    <section>
      <header className="page-header">
        <h1>Incidents</h1>
        {loading && <span className="spinner" aria-label="Loading" />}
        <label className="filter">
          Severity{" "}
          <select value={severity} onChange={(e) => setSeverity(e.target.value as SeverityFilter)}>
            <option value="all">All</option>
            <option value="sev1">SEV1</option>
            <option value="sev2">SEV2</option>
            <option value="sev3">SEV3</option>
          </select>
        </label>
      </header>
      {error && <p className="error">Could not load incidents: {error}</p>}
      <IncidentTable incidents={shown} loading={loading} />
    </section>
  );
}
