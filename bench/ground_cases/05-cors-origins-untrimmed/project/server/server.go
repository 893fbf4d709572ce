package server

import (
	"encoding/json"
	"net/http"
	"sync"
	"time"
)

type Incident struct {
	ID       int       `json:"id"`
	Title    string    `json:"title"`
	Status   string    `json:"status"`
	Started  time.Time `json:"started"`
	Resolved bool      `json:"resolved"`
}

type Server struct {
	mu        sync.RWMutex
	incidents []Incident
	max       int
}

func New(max int) *Server { return &Server{max: max} }

func (s *Server) Handler(allowOrigins []string) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/incidents", s.listIncidents)
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	return withCORS(allowOrigins, mux)
}

func (s *Server) listIncidents(w http.ResponseWriter, r *http.Request) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := s.incidents
	if len(out) > s.max {
		out = out[len(out)-s.max:]
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(out)
}

func (s *Server) Add(in Incident) {
	s.mu.Lock()
	defer s.mu.Unlock()
	in.ID = len(s.incidents) + 1
	s.incidents = append(s.incidents, in)
}
