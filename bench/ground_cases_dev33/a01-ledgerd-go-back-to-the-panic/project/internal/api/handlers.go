package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/northwind/ledgerd/internal/cursor"
	"github.com/northwind/ledgerd/internal/store"
)

// Server serves the ledger HTTP API.
type Server struct {
	Store *store.Store
	Log   *slog.Logger
}

const (
	defaultLimit = 50
	maxLimit     = 200
)

type listResponse struct {
	Entries    []store.Entry `json:"entries"`
	NextCursor string        `json:"next_cursor,omitempty"`
}

// Routes returns the API's handler.
func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /accounts/{account}/entries", s.listEntries)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	return withRequestID(mux)
}

func (s *Server) listEntries(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	q := r.URL.Query()
	limit := defaultLimit
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			http.Error(w, "bad limit", http.StatusBadRequest)
			return
		}
		limit = min(n, maxLimit)
	}
	after, err := cursor.Decode(q.Get("cursor"))
	if err != nil {
		http.Error(w, "bad cursor", http.StatusBadRequest)
		return
	}
	entries, err := s.Store.ListEntries(r.Context(), r.PathValue("account"), after, limit+1)
	if err != nil {
		s.Log.Error("list entries", "req_id", RequestID(r.Context()), "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	resp := listResponse{Entries: entries}
	if len(entries) > limit {
		last := entries[limit-1]
		resp.Entries = entries[:limit]
		resp.NextCursor = cursor.Encode(cursor.Cursor{CreatedAt: last.CreatedAt, ID: last.ID})
	}
	writeJSON(w, http.StatusOK, resp)
	s.Log.Info("list entries",
		"req_id", RequestID(r.Context()),
		"account", r.PathValue("account"),
		"n", len(resp.Entries),
		"dur", time.Since(start))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
