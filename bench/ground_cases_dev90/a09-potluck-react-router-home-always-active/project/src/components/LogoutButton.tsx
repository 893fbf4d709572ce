import { useNavigate } from "react-router-dom";
import { useAuth } from "../auth/AuthContext";

export function LogoutButton() {
  const { logout } = useAuth();
  const navigate = useNavigate();

  async function onClick() {
    await logout();
    navigate("/login", { replace: true });
  }

  return (
    <button type="button" className="nav__logout" onClick={onClick}>
      Log out
    </button>
  );
}
