package api

import (
	"net/http"
	"slices"

	"github.com/halyard-iot/fleetd/internal/store"
)

type firmwareHandler struct {
	store *store.Store
}

var firmwareChannels = []string{"stable", "beta", "canary"}

func (h firmwareHandler) list(w http.ResponseWriter, r *http.Request) {
	channel := r.URL.Query().Get("channel")
	if channel != "" && !slices.Contains(firmwareChannels, channel) {
		http.Error(w, "unknown channel", http.StatusBadRequest)
		return
	}
	page := parsePage(r)
	releases, total, err := h.store.ListFirmware(r.Context(), channel, page.Size, page.Offset)
	if err != nil {
		httpError(w, err)
		return
	}
	setPageHeaders(w, r, page, total)
	writeJSON(w, http.StatusOK, releases)
}
