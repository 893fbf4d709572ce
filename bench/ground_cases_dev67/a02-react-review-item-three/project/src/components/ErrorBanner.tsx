import { ApiError } from "../api/client";

interface Props {
  error: unknown;
  onRetry?: () => void;
}

function describe(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return "Your session expired. Please sign in again.";
  }
  if (error instanceof Error && error.message) {
    return error.message;
  }
  return "Something went wrong";
}

export function ErrorBanner({ error, onRetry }: Props) {
  return (
    <div role="alert" className="error-banner">
      <span>{describe(error)}</span>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

export default ErrorBanner;
