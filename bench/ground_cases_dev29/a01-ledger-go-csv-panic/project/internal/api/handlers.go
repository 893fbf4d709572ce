package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"sync"

	"github.com/finlo/ledger-sync/internal/importer"
	"github.com/finlo/ledger-sync/internal/store"
)

const maxUpload = 10 << 20

type Handler struct {
	mu       sync.Mutex
	inFlight int
	imp      *importer.Importer
	store    *store.Store
	log      *slog.Logger
}

func NewHandler(imp *importer.Importer, st *store.Store, log *slog.Logger) *Handler {
	return &Handler{imp: imp, store: st, log: log}
}

// Upload takes a bank CSV export as the request body and books every row.
func (h *Handler) Upload(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	h.inFlight++
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		h.inFlight--
		h.mu.Unlock()
	}()

	entries, err := h.imp.Import(http.MaxBytesReader(w, r.Body, maxUpload))
	if err != nil {
		h.log.Warn("import failed", "err", err)
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	n, err := h.store.Book(r.Context(), entries)
	if err != nil {
		h.log.Error("booking failed", "err", err)
		http.Error(w, "could not book entries", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]int{"booked": n})
}
