package handlers

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/acme/parcel/internal/store"
)

type ShipmentHandler struct {
	store store.Shipments
}

func NewShipmentHandler(s store.Shipments) *ShipmentHandler {
	return &ShipmentHandler{store: s}
}

type shipmentView struct {
	ID        int64     `json:"id"`
	Tracking  string    `json:"tracking"`
	Carrier   string    `json:"carrier"`
	Status    string    `json:"status"`
	ETA       time.Time `json:"eta"`
	UpdatedAt time.Time `json:"updated_at"`
}

func (h *ShipmentHandler) ListShipments(w http.ResponseWriter, r *http.Request) {
	carrier := r.URL.Query().Get("carrier")
	if carrier != "" && !knownCarrier(carrier) {
		http.Error(w, "unknown carrier", http.StatusBadRequest)
		return
	}
	list, err := h.store.List(r.Context(), store.ListFilter{Carrier: carrier})
	if err != nil {
		http.Error(w, "store error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, list)
}

func (h *ShipmentHandler) GetShipment(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	s, err := h.store.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, "store error", http.StatusInternalServerError)
		return
	}
	view := shipmentView{
		ID:        s.ID,
		Tracking:  s.Tracking,
		Carrier:   s.Carrier,
		Status:    s.Status,
		ETA:       s.LastScan.At.Add(transitTime(s.Carrier)),
		UpdatedAt: s.LastScan.At,
	}
	writeJSON(w, view)
}

func knownCarrier(c string) bool {
	switch c {
	case "dhl", "ups", "gls", "dpd":
		return true
	}
	return false
}

func transitTime(carrier string) time.Duration {
	switch carrier {
	case "dhl":
		return 48 * time.Hour
	case "ups":
		return 72 * time.Hour
	default:
		return 96 * time.Hour
	}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
