package handler

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/lanhai-logistics/shipment-tracker/internal/cache"
	"github.com/lanhai-logistics/shipment-tracker/internal/carrier"
)

func fakeCarrier(t *testing.T, body string) *carrier.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return &carrier.Client{Name: "sf", Base: srv.URL, HTTP: srv.Client()}
}

func TestTrackCachesResult(t *testing.T) {
	h := &TrackHandler{
		Clients: map[string]*carrier.Client{"sf": fakeCarrier(t, `{"events":[{"status":"signed"}]}`)},
		Cache:   cache.New(time.Minute),
	}
	r := chi.NewRouter()
	r.Method(http.MethodGet, "/track/{carrier}/{waybill}", h)
	for i, wantCached := range []bool{false, true} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodGet, "/track/sf/SF1234567890123", nil).WithContext(context.Background())
		r.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("request %d: status %d", i, rec.Code)
		}
		if got := strings.Contains(rec.Body.String(), `"cached":true`); got != wantCached {
			t.Fatalf("request %d: cached=%v, want %v", i, got, wantCached)
		}
	}
}

func TestTrackRejectsBadWaybill(t *testing.T) {
	h := &TrackHandler{Clients: map[string]*carrier.Client{"sf": fakeCarrier(t, `{}`)}, Cache: cache.Noop{}}
	r := chi.NewRouter()
	r.Method(http.MethodGet, "/track/{carrier}/{waybill}", h)
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/track/sf/not-a-number", nil))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status %d, want 400", rec.Code)
	}
}
