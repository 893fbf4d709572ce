package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/northwind/inventory-svc/internal/cache"
	"github.com/northwind/inventory-svc/internal/store"
)

type Handlers struct {
	Store *store.DB
	Cache *cache.Cache
	Log   *slog.Logger
}

func (h *Handlers) Register(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", h.Health)
	mux.HandleFunc("GET /v1/{tenant}/items/{sku}", h.GetItem)
	mux.HandleFunc("POST /v1/{tenant}/reimport", h.Reimport)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		// The status line is already out; all we can do is note it.
		slog.Default().Warn("write json response", "err", err)
	}
}

func (h *Handlers) Health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
}

func (h *Handlers) GetItem(w http.ResponseWriter, r *http.Request) {
	tenant, sku := r.PathValue("tenant"), r.PathValue("sku")
	if body, ok := h.Cache.Get(tenant, sku); ok {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Cache", "hit")
		_, _ = w.Write(body)
		return
	}
	item, err := h.Store.Item(r.Context(), tenant, sku)
	if errors.Is(err, store.ErrNotFound) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "not_found"})
		return
	}
	if err != nil {
		h.Log.Error("item lookup", "tenant", tenant, "sku", sku, "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	body, err := json.Marshal(item)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal"})
		return
	}
	h.Cache.Set(tenant, sku, body)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Cache", "miss")
	_, _ = w.Write(body)
}

func (h *Handlers) Reimport(w http.ResponseWriter, r *http.Request) {
	tenant := r.PathValue("tenant")
	n := h.Cache.InvalidateTenant(tenant)
	h.Log.Info("tenant cache dropped", "tenant", tenant, "entries", n)
	writeJSON(w, http.StatusAccepted, map[string]int{"dropped": n})
}
