package http

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"

	"github.com/kuaiyun/inventory-svc/internal/cache"
	"github.com/kuaiyun/inventory-svc/internal/metrics"
	"github.com/kuaiyun/inventory-svc/internal/store"
)

type Handler struct {
	DB       *sql.DB
	Redis    *redis.Client
	Store    *store.Store
	SKUCache *cache.TTLCache[store.SKU]
	Hits     *metrics.Counter
}

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/healthz", h.health)
	r.Get("/readyz", h.ready)
	r.Get("/skus/{code}", h.getSKU)
	r.Get("/metrics", h.metrics)
	return r
}

func (h *Handler) health(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte("ok"))
}

func (h *Handler) ready(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := h.DB.PingContext(ctx); err != nil {
		http.Error(w, "mysql: "+err.Error(), http.StatusServiceUnavailable)
		return
	}
	if err := h.Redis.Ping(ctx).Err(); err != nil {
		http.Error(w, "redis: "+err.Error(), http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write([]byte("ready"))
}

func (h *Handler) getSKU(w http.ResponseWriter, r *http.Request) {
	code := chi.URLParam(r, "code")
	sku, err := h.SKUCache.GetOrLoad(r.Context(), "sku:"+code, func(ctx context.Context) (store.SKU, error) {
		h.Hits.Inc("sku_miss")
		return h.Store.SKUByCode(ctx, code)
	})
	if err == store.ErrNotFound {
		http.Error(w, "sku not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h.Hits.Inc("sku_req")
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(sku)
}

func (h *Handler) metrics(w http.ResponseWriter, r *http.Request) {
	snap := h.Hits.Snapshot()
	labels := make([]string, 0, len(snap))
	for l := range snap {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	for _, l := range labels {
		fmt.Fprintf(w, "inventory_events_total{label=%q} %d\n", l, snap[l])
	}
}
