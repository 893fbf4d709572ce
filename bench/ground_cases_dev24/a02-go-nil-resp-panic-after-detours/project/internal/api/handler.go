package api

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"

	"github.com/parcelry/shipments/internal/rates"
)

type Handler struct {
	rates  *rates.Client
	redis  *redis.Client
	logger *slog.Logger
}

func NewHandler(r *rates.Client, rdb *redis.Client, logger *slog.Logger) *Handler {
	return &Handler{rates: r, redis: rdb, logger: logger}
}

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Use(h.recoverer)
	r.Get("/healthz", h.health)
	r.Post("/v1/quotes", h.quoteAll)
	return r
}

func (h *Handler) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if rec := recover(); rec != nil {
				h.logger.Error("panic in handler", "panic", rec, "path", r.URL.Path)
				http.Error(w, "internal error", http.StatusInternalServerError)
			}
		}()
		next.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
