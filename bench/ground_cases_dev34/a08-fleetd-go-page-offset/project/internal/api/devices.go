package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/halyard-iot/fleetd/internal/store"
)

type deviceHandler struct {
	store *store.Store
}

func (h deviceHandler) list(w http.ResponseWriter, r *http.Request) {
	page := parsePage(r)
	filter := store.DeviceFilter{
		Status: r.URL.Query().Get("status"),
		Model:  r.URL.Query().Get("model"),
	}
	devices, total, err := h.store.ListDevices(r.Context(), filter, page.Size, page.Offset)
	if err != nil {
		httpError(w, err)
		return
	}
	setPageHeaders(w, r, page, total)
	writeJSON(w, http.StatusOK, devices)
}

func (h deviceHandler) get(w http.ResponseWriter, r *http.Request) {
	d, err := h.store.GetDevice(r.Context(), chi.URLParam(r, "id"))
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "device not found", http.StatusNotFound)
		return
	}
	if err != nil {
		httpError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

func (h deviceHandler) patch(w http.ResponseWriter, r *http.Request) {
	var body store.DevicePatch
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "invalid JSON: "+err.Error(), http.StatusBadRequest)
		return
	}
	d, err := h.store.PatchDevice(r.Context(), chi.URLParam(r, "id"), body)
	if err != nil {
		httpError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}
