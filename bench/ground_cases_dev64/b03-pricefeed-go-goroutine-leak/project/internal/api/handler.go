package api

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/hoshino-labs/pricefeed/internal/cache"
	"github.com/hoshino-labs/pricefeed/internal/fetch"
)

type Handler struct {
	client  *fetch.Client
	cache   *cache.Cache
	sources []string
}

func New(client *fetch.Client, c *cache.Cache, sources []string) *Handler {
	return &Handler{client: client, cache: c, sources: sources}
}

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/price", h.price)
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	return r
}

func (h *Handler) price(w http.ResponseWriter, r *http.Request) {
	if v, ok := h.cache.Get("JPYUSD"); ok {
		writeJSON(w, map[string]any{"price": v, "cached": true})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 4*time.Second)
	defer cancel()
	res, err := fetch.FetchAll(ctx, h.client, h.sources)
	if err != nil {
		log.Printf("price: %v", err)
		http.Error(w, "upstream unavailable", http.StatusBadGateway)
		return
	}
	h.cache.Set("JPYUSD", res.Price)
	writeJSON(w, map[string]any{"price": res.Price, "source": res.Source, "cached": false})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
