package httpapi

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/quarry-labs/search-api/internal/config"
	"github.com/quarry-labs/search-api/internal/middleware"
)

func NewRouter(cfg config.Config) http.Handler {
	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	r.Route("/v1", func(r chi.Router) {
		r.Use(middleware.RateLimit(cfg.RateLimitPerMin, time.Minute))
		r.Get("/search", searchHandler(cfg.IndexURL))
		r.Get("/suggest", suggestHandler(cfg.IndexURL))
	})
	return r
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func writeError(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]apiError{"error": {Code: code, Message: msg}})
}
