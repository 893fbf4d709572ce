package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/tsubasa-k/usersvc/internal/store"
)

const (
	defaultLimit = 20
	maxLimit     = 200
)

type Handler struct {
	Store *store.Memory
}

type listResponse struct {
	Users  []store.User `json:"users"`
	Total  int          `json:"total"`
	Offset int          `json:"offset"`
	Limit  int          `json:"limit"`
}

// parseIntParam parses a non-negative query parameter. def is used when the
// parameter is absent; a positive max caps the value.
func parseIntParam(name, raw string, def, max int) (int, error) {
	n := def
	if raw != "" {
		v, err := strconv.Atoi(raw)
		if err != nil || v < 0 {
			return 0, fmt.Errorf("invalid %s %q", name, raw)
		}
		n = v
	}
	if max > 0 && n > max {
		n = max
	}
	return n, nil
}

func (h *Handler) ListUsers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := parseIntParam("limit", q.Get("limit"), maxLimit, maxLimit)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	offset, err := parseIntParam("offset", q.Get("offset"), 0, 0)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	users, total := h.Store.List(offset, limit)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(listResponse{Users: users, Total: total, Offset: offset, Limit: limit})
}

func (h *Handler) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /users", h.ListUsers)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}
