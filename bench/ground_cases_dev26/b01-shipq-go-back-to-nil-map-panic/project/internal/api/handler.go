package api

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

// Pinger is satisfied by *sql.DB.
type Pinger interface {
	PingContext(ctx context.Context) error
}

type Server struct {
	db      Pinger
	version string
}

func NewServer(db Pinger, version string) *Server {
	return &Server{db: db, version: version}
}

func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /version", s.versionInfo)
	return mux
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	code, status := http.StatusOK, "ok"
	if err := s.db.PingContext(ctx); err != nil {
		code, status = http.StatusServiceUnavailable, "db unreachable"
	}
	writeJSON(w, code, map[string]string{"status": status})
}

func (s *Server) versionInfo(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"version": s.version})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
