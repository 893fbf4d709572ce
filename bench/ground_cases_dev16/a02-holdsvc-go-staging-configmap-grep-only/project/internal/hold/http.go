package hold

import (
	"encoding/json"
	"errors"
	"net/http"
)

type placeRequest struct {
	Warehouse string `json:"warehouse"`
	SKU       string `json:"sku"`
	Qty       int    `json:"qty"`
}

// Routes is the HTTP API: POST /holds, DELETE /holds/{id}, GET /healthz.
func Routes(svc *Service) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})
	mux.HandleFunc("POST /holds", func(w http.ResponseWriter, r *http.Request) {
		var req placeRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		h, err := svc.Place(r.Context(), req.Warehouse, req.SKU, req.Qty)
		switch {
		case errors.Is(err, ErrTooMany):
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		case errors.Is(err, ErrInsufficient):
			http.Error(w, err.Error(), http.StatusConflict)
		case err != nil:
			http.Error(w, "internal error", http.StatusInternalServerError)
		default:
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusCreated)
			_ = json.NewEncoder(w).Encode(h)
		}
	})
	mux.HandleFunc("DELETE /holds/{id}", func(w http.ResponseWriter, r *http.Request) {
		if err := svc.Release(r.Context(), r.PathValue("id")); errors.Is(err, ErrNotFound) {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		} else if err != nil {
			http.Error(w, "internal error", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}
