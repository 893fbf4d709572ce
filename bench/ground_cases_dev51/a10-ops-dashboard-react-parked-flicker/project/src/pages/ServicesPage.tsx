import { useServices } from "../hooks/useServices";

export function ServicesPage() {
  const { services, loading, error } = useServices();

  return (
    <section>
      <header className="page-header">
        <h1>Services</h1>
        {loading && <span className="spinner" aria-label="Loading" />}
      </header>
      {error && <p className="error">Could not load services: {error}</p>}
      <ul className="services">
        {services.map((s) => (
          <li key={s.name} className={s.healthy ? "ok" : "down"}>
            <strong>{s.name}</strong> · {s.owner} · p95 {s.latencyP95Ms} ms
          </li>
        ))}
      </ul>
    </section>
  );
}
