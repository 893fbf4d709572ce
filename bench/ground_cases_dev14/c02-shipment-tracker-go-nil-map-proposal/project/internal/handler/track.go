package handler

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"regexp"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/lanhai-logistics/shipment-tracker/internal/cache"
	"github.com/lanhai-logistics/shipment-tracker/internal/carrier"
)

var waybillRe = regexp.MustCompile(`^[A-Z]{0,4}[0-9]{10,15}$`)

// TrackHandler serves GET /track/{carrier}/{waybill}.
type TrackHandler struct {
	Clients map[string]*carrier.Client
	Cache   cache.Store
}

type trackResponse struct {
	Carrier string          `json:"carrier"`
	Waybill string          `json:"waybill"`
	Events  []carrier.Event `json:"events"`
	Cached  bool            `json:"cached"`
}

func (h *TrackHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := strings.ToLower(chi.URLParam(r, "carrier"))
	waybill := strings.ToUpper(chi.URLParam(r, "waybill"))
	client, ok := h.Clients[name]
	if !ok {
		http.Error(w, "unknown carrier", http.StatusNotFound)
		return
	}
	if !waybillRe.MatchString(waybill) {
		http.Error(w, "invalid waybill number", http.StatusBadRequest)
		return
	}
	key := name + ":" + waybill
	if v, ok := h.Cache.Get(key); ok {
		writeJSON(w, trackResponse{Carrier: name, Waybill: waybill, Events: v.([]carrier.Event), Cached: true})
		return
	}
	events, err := client.Track(r.Context(), waybill)
	if err != nil {
		slog.Error("track failed", "carrier", name, "waybill", waybill, "err", err)
		http.Error(w, "carrier unavailable", http.StatusBadGateway)
		return
	}
	if events == nil {
		http.Error(w, "waybill not found", http.StatusNotFound)
		return
	}
	h.Cache.Set(key, events)
	writeJSON(w, trackResponse{Carrier: name, Waybill: waybill, Events: events})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Error("encode response", "err", err)
	}
}
