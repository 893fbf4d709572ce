package middleware

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func ok(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }

func TestHandlerReturns429OverBurst(t *testing.T) {
	rl := NewRateLimiter(1.0/60, 2)
	h := rl.Handler(http.HandlerFunc(ok))
	var codes []int
	for i := 0; i < 3; i++ {
		req := httptest.NewRequest(http.MethodGet, "/v1/items", nil)
		req.Header.Set("X-Api-Key", "key-a")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		codes = append(codes, rec.Code)
	}
	if codes[2] != http.StatusTooManyRequests {
		t.Fatalf("codes = %v, want third to be 429", codes)
	}
}

func TestHandlerSetsRetryAfter(t *testing.T) {
	rl := NewRateLimiter(0.5, 1)
	h := rl.Handler(http.HandlerFunc(ok))
	var rec *httptest.ResponseRecorder
	for i := 0; i < 2; i++ {
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/items", nil))
	}
	if got := rec.Header().Get("Retry-After"); got != "2" {
		t.Fatalf("Retry-After = %q, want 2", got)
	}
}

func TestHandlerSeparatesClients(t *testing.T) {
	rl := NewRateLimiter(1.0/60, 1)
	h := rl.Handler(http.HandlerFunc(ok))
	for _, key := range []string{"key-a", "key-b"} {
		req := httptest.NewRequest(http.MethodGet, "/v1/items", nil)
		req.Header.Set("X-Api-Key", key)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusNoContent {
			t.Fatalf("%s: got %d", key, rec.Code)
		}
	}
}
