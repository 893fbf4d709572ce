package handler

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/hibari-works/shift-api/internal/query"
	"github.com/hibari-works/shift-api/internal/store"
)

type ShiftHandler struct {
	store *store.ShiftStore
	loc   *time.Location
	log   *slog.Logger
}

func NewShiftHandler(s *store.ShiftStore, loc *time.Location, log *slog.Logger) *ShiftHandler {
	return &ShiftHandler{store: s, loc: loc, log: log}
}

type shiftJSON struct {
	ID       int64  `json:"id"`
	StaffID  int64  `json:"staff_id"`
	Role     string `json:"role"`
	StartsAt string `json:"starts_at"`
	EndsAt   string `json:"ends_at"`
}

func (h *ShiftHandler) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	storeID, err := strconv.ParseInt(q.Get("store_id"), 10, 64)
	if err != nil || storeID <= 0 {
		http.Error(w, "store_id: must be a positive integer", http.StatusBadRequest)
		return
	}
	rng, err := query.DateRange(q)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	limit, err := query.Limit(q, 200, 1000)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	shifts, err := h.store.List(r.Context(), storeID, rng.From, rng.To, limit)
	if err != nil {
		h.log.Error("list shifts", "err", err, "store_id", storeID)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.log.Info("list shifts", "store_id", storeID, "from", rng.From.Format(time.RFC3339),
		"to", rng.To.Format(time.RFC3339), "count", len(shifts))
	out := make([]shiftJSON, 0, len(shifts))
	for _, s := range shifts {
		out = append(out, shiftJSON{
			ID: s.ID, StaffID: s.StaffID, Role: s.Role,
			StartsAt: s.StartsAt.In(h.loc).Format(time.RFC3339),
			EndsAt:   s.EndsAt.In(h.loc).Format(time.RFC3339),
		})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}
