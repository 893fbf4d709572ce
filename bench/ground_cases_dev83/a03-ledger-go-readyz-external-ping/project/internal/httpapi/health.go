package httpapi

import (
	"context"
	"net/http"
	"time"
)

type healthResponse struct {
	Status string            `json:"status"`
	Checks map[string]string `json:"checks,omitempty"`
}

// handleLive answers as long as the process can serve HTTP.
func (s *Server) handleLive(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, healthResponse{Status: "ok"})
}

// handleReady reports whether this instance can take traffic.
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()

	checks := map[string]string{}
	ready := true

	if err := s.store.Ping(ctx); err != nil {
		checks["postgres"] = err.Error()
		ready = false
	} else {
		checks["postgres"] = "ok"
	}

	if err := s.payments.Ping(ctx); err != nil {
		checks["payments"] = err.Error()
		ready = false
	} else {
		checks["payments"] = "ok"
	}

	resp := healthResponse{Status: "ok", Checks: checks}
	status := http.StatusOK
	if !ready {
		resp.Status = "unavailable"
		status = http.StatusServiceUnavailable
	}
	writeJSON(w, status, resp)
}
