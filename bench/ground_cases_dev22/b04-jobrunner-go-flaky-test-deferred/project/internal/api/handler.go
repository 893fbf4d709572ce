package api

import (
	"encoding/json"
	"net/http"
	"time"
)

// Version is set at build time with -ldflags "-X github.com/ryo-t/jobrunner/internal/api.Version=...".
var Version = "dev"

type Server struct {
	StartedAt time.Time
}

func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	return mux
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"status":  "ok",
		"version": Version,
		"uptime": time.Since(s.StartedAt).Round(time.Second).String(),
	})
}
