import { AppRoutes } from "./routes";
import { useAuth } from "./hooks/useAuth";

export function App() {
  const { user } = useAuth();
  return (
    <div className="app">
      <header>课程 {user ? `· ${user.nickname}` : null}</header>
      <AppRoutes />
    </div>
  );
}
