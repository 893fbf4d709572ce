package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/tallyhq/ledgerd/internal/export"
	"github.com/tallyhq/ledgerd/internal/metrics"
)

type handler struct {
	log      *slog.Logger
	exporter *export.Exporter
}

func NewRouter(log *slog.Logger, exporter *export.Exporter) http.Handler {
	h := &handler{log: log, exporter: exporter}
	r := chi.NewRouter()
	r.Get("/v1/accounts/{id}/balance", h.balance)
	r.Get("/v1/exports/{name}", h.download)
	return r
}

func (h *handler) balance(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad account id", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(map[string]any{"account": id, "balance_cents": 0}); err != nil {
		h.log.Warn("write balance response", "err", err)
	}
	metrics.RequestsTotal.WithLabelValues("balance", "200").Inc()
}

func (h *handler) download(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "name")
	n, err := h.exporter.Stream(w, name)
	if err != nil {
		h.log.Warn("export download failed", "name", name, "err", err)
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	metrics.ExportBytes.Add(float64(n))
	metrics.RequestsTotal.WithLabelValues("download", "200").Inc()
}
