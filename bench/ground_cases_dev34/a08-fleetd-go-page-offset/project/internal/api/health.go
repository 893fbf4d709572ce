package api

import (
	"context"
	"net/http"
	"time"

	"github.com/halyard-iot/fleetd/internal/store"
)

// healthz answers 200 when the database answers a ping within two seconds, 503 otherwise.
func healthz(s *store.Store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.Ping(ctx); err != nil {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	}
}
