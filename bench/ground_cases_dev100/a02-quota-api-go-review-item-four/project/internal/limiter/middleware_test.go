package limiter

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestMiddlewareRetryAfterIsSeconds(t *testing.T) {
	l, _ := newTestLimiter(0.5, 1) // one token, then one every 2s
	ok := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	h := l.Middleware(BearerOrHeader, ok)

	req := httptest.NewRequest(http.MethodGet, "/v1/usage", nil)
	req.Header.Set("Authorization", "Bearer k1")

	first := httptest.NewRecorder()
	h.ServeHTTP(first, req)
	if first.Code != http.StatusNoContent {
		t.Fatalf("first request: got %d", first.Code)
	}

	second := httptest.NewRecorder()
	h.ServeHTTP(second, req)
	if second.Code != http.StatusTooManyRequests {
		t.Fatalf("second request: got %d, want 429", second.Code)
	}
	if got := second.Header().Get("Retry-After"); got != "2" {
		t.Fatalf("Retry-After = %q, want \"2\" (seconds)", got)
	}
}

func TestMiddlewareNeedsKey(t *testing.T) {
	l, _ := newTestLimiter(1, 1)
	h := l.Middleware(BearerOrHeader, http.NotFoundHandler())
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/usage", nil))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("got %d, want 401", rec.Code)
	}
}
