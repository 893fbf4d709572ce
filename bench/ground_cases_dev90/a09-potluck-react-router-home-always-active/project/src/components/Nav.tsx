import { NavLink } from "react-router-dom";
import { useAuth } from "../auth/AuthContext";
import { LogoutButton } from "./LogoutButton";

export function Nav() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <nav className="nav">
      <NavLink to="/" className={({ isActive }) => (isActive ? "nav__link nav__link--active" : "nav__link")}>
        Home
      </NavLink>
      <NavLink to="/recipes" className={({ isActive }) => (isActive ? "nav__link nav__link--active" : "nav__link")}>
        Recipes
      </NavLink>
      <NavLink to="/settings" className={({ isActive }) => (isActive ? "nav__link nav__link--active" : "nav__link")}>
        Settings
      </NavLink>
      <span className="nav__user">{user.name}</span>
      <LogoutButton />
    </nav>
  );
}
