import { BrowserRouter, NavLink, Route, Routes } from "react-router-dom";
import { IncidentsPage } from "./pages/IncidentsPage";
import { ServicesPage } from "./pages/ServicesPage";

export function App() {
  return (
    <BrowserRouter>
      <nav className="top-nav">
        <NavLink to="/">Incidents</NavLink>
        <NavLink to="/services">Services</NavLink>
      </nav>
      <main>
        <Routes>
          <Route path="/" element={<IncidentsPage />} />
          <Route path="/services" element={<ServicesPage />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
