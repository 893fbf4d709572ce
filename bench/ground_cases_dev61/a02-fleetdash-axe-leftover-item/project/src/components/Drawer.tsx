import { NavLink } from "react-router-dom";

type Props = {
  open: boolean;
  onNavigate: () => void;
};

const LINKS = [
  { to: "/", label: "Overview" },
  { to: "/vehicles", label: "Vehicles" },
  { to: "/drivers", label: "Drivers" },
  { to: "/trips", label: "Trips" },
  { to: "/maintenance", label: "Maintenance" },
  { to: "/settings", label: "Settings" },
];

export function Drawer({ open, onNavigate }: Props) {
  return (
    <nav
      id="side-drawer"
      className={open ? "drawer drawer--open" : "drawer"}
      aria-label="Main"
      aria-hidden={!open}
    >
      <ul className="drawer__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => (isActive ? "drawer__link drawer__link--active" : "drawer__link")}
              onClick={onNavigate}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
