package metrics

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus/testutil"
)

func TestInstrumentCountsRequests(t *testing.T) {
	HTTPDuration.Reset()
	r := chi.NewRouter()
	r.Use(Instrument)
	r.Post("/hooks/{provider}/{endpointID}", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusAccepted)
	})
	for _, id := range []string{"ep_1", "ep_2", "ep_3"} {
		req := httptest.NewRequest(http.MethodPost, "/hooks/stripe/"+id, nil)
		r.ServeHTTP(httptest.NewRecorder(), req)
	}
	if n := testutil.CollectAndCount(HTTPDuration); n != 1 {
		t.Fatalf("expected 1 series for 3 endpoint ids, got %d", n)
	}
}
