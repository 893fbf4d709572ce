package metrics

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestMiddlewareRecordsStatus(t *testing.T) {
	h := Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTeapot)
	}))
	req := httptest.NewRequest(http.MethodGet, "/x", nil)
	h.ServeHTTP(httptest.NewRecorder(), req)

	if n := testutil.CollectAndCount(requestDuration); n == 0 {
		t.Fatalf("expected at least one series, got %d", n)
	}
}

func TestPathLabelUsesRoutePattern(t *testing.T) {
	requestDuration.Reset()
	router := chi.NewRouter()
	router.Use(Middleware)
	router.Get("/orders/{id}", func(w http.ResponseWriter, r *http.Request) {})
	for _, id := range []string{"a1", "b2", "c3"} {
		router.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/orders/"+id, nil))
	}
	if n := testutil.CollectAndCount(requestDuration); n != 1 {
		t.Fatalf("expected 1 series for /orders/{id}, got %d", n)
	}
}

func TestInFlightBackToZero(t *testing.T) {
	h := Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/y", nil))
	if v := testutil.ToFloat64(inFlight); v != 0 {
		t.Fatalf("in flight = %v, want 0", v)
	}
}
