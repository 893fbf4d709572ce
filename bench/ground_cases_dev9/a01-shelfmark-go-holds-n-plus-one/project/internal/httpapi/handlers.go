package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/priyak/shelfmark/internal/holds"
	"github.com/priyak/shelfmark/internal/loans"
)

type API struct {
	holds *holds.Service
	loans *loans.Service
}

func New(h *holds.Service, l *loans.Service) *API { return &API{holds: h, loans: l} }

func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.Use(requestLog)
	r.Get("/branches/{branchID}/holds", a.listHolds)
	r.Get("/branches/{branchID}/loans", a.listLoans)
	r.Delete("/holds/{holdID}", a.cancelHold)
	return r
}

func (a *API) listHolds(w http.ResponseWriter, r *http.Request) {
	branchID, err := strconv.ParseInt(chi.URLParam(r, "branchID"), 10, 64)
	if err != nil {
		http.Error(w, "bad branch id", http.StatusBadRequest)
		return
	}
	out, err := a.holds.ListHolds(r.Context(), branchID)
	if err != nil {
		slog.Error("list holds", "branch", branchID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, out)
}

func (a *API) listLoans(w http.ResponseWriter, r *http.Request) {
	branchID, err := strconv.ParseInt(chi.URLParam(r, "branchID"), 10, 64)
	if err != nil {
		http.Error(w, "bad branch id", http.StatusBadRequest)
		return
	}
	out, err := a.loans.ListLoans(r.Context(), branchID)
	if err != nil {
		slog.Error("list loans", "branch", branchID, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, out)
}

func (a *API) cancelHold(w http.ResponseWriter, r *http.Request) {
	holdID, err := strconv.ParseInt(chi.URLParam(r, "holdID"), 10, 64)
	if err != nil {
		http.Error(w, "bad hold id", http.StatusBadRequest)
		return
	}
	err = a.holds.CancelHold(r.Context(), holdID, r.Header.Get("X-Card-No"))
	if errors.Is(err, holds.ErrNotYourHold) {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
