import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../context/AuthContext';

/**
 * Gate for signed-in pages. Sends anonymous visitors to /login and remembers
 * where they wanted to go.
 */
export default function ProtectedRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) {
    return <FullPageSpinner />;
  }
  if (!user) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }

  return <Outlet />;
}

export function PublicOnlyRoute() {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (user) return <Navigate to="/board" replace />;
  return <Outlet />;
}

export function FullPageSpinner() {
  return (
    <div className="grid h-screen place-items-center" role="status" aria-label="加载中">
      <span className="spinner" />
    </div>
  );
}
