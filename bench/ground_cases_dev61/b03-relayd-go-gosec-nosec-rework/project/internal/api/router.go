package api

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/kumo-works/relayd/internal/config"
	"github.com/kumo-works/relayd/internal/upstream"
)

func Router(cfg config.Config, client *upstream.Client) http.Handler {
	r := chi.NewRouter()
	h := &handlers{cfg: cfg, client: client}
	r.Get("/healthz", h.health)
	r.Post("/hooks/partner", h.partnerHook)
	r.Get("/archive/{name}", h.download)
	return r
}
