package api

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/rinkai-kosha/churin/internal/store"
)

type Handler struct {
	Store *store.Store
}

func Router(h *Handler) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)
	r.Post("/lots/{lotID}/sessions", h.Enter)
	r.Post("/sessions/{sessionID}/checkout", h.Checkout)
	r.Get("/reports/daily", h.DailyReport)
	return r
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_ = json.NewEncoder(w).Encode(v)
}
