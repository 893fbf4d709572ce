package api

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// Router wires the HTTP routes.
func Router(h *Handler, adminToken string) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(middleware.RealIP)
	r.Use(middleware.Timeout(10e9))

	r.Post("/v1/send", h.Send)
	r.Get("/debug/stats", h.Stats)

	r.Group(func(r chi.Router) {
		r.Use(requireToken(adminToken))
		r.Post("/admin/cache/purge", h.PurgeTemplates)
	})
	return r
}

func requireToken(token string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if token == "" || r.Header.Get("Authorization") != "Bearer "+token {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
