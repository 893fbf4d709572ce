package httpapi

import (
	"encoding/json"
	"net/http"
	"time"

	"example.com/pingmon/internal/store"
)

type Server struct {
	st      *store.Store
	started time.Time
	mux     *http.ServeMux
}

func New(st *store.Store) *Server {
	s := &Server{st: st, started: time.Now(), mux: http.NewServeMux()}
	s.mux.HandleFunc("GET /status", s.handleStatus)
	s.mux.HandleFunc("GET /healthz", s.handleHealth)
	s.mux.HandleFunc("GET /down", s.handleDown)
	return s
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mux.ServeHTTP(w, r)
}

type statusItem struct {
	Target    string `json:"target"`
	OK        bool   `json:"ok"`
	LatencyMS int64  `json:"latency_ms"`
	At        string `json:"at"`
	Err       string `json:"error,omitempty"`
}

func (s *Server) handleStatus(w http.ResponseWriter, r *http.Request) {
	items := []statusItem{}
	for _, res := range s.st.Snapshot() {
		items = append(items, statusItem{
			Target:    res.Target,
			OK:        res.OK,
			LatencyMS: res.Latency.Milliseconds(),
			At:        res.At.Format(time.RFC3339),
			Err:       res.Err,
		})
	}
	writeJSON(w, http.StatusOK, items)
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	failures := s.st.Stats.Failures
	down := s.st.Down()
	code := http.StatusOK
	if len(down) > 0 {
		code = http.StatusServiceUnavailable
	}
	writeJSON(w, code, map[string]any{
		"uptime_s": int(time.Since(s.started).Seconds()),
		"failures": failures,
		"down":     len(down),
	})
}

func (s *Server) handleDown(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"down": s.st.Down()})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
