package handler

import (
	"encoding/json"
	"log"
	"net/http"
	"strconv"

	"github.com/kestrel-labs/userdir/internal/store"
)

type Handler struct {
	db            *store.DB
	avatarBaseURL string
}

func New(db *store.DB, avatarBaseURL string) *Handler {
	return &Handler{db: db, avatarBaseURL: avatarBaseURL}
}

func (h *Handler) ListUsers(w http.ResponseWriter, r *http.Request) {
	sort := r.URL.Query().Get("sort")
	if sort == "" {
		sort = "name"
	}
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit <= 0 || limit > 500 {
		limit = 100
	}
	users, err := h.db.ListUsers(r.Context(), sort, limit)
	if err != nil {
		log.Printf("list users: received error: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(users)
}
