package api

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/lanxi-tech/shipq/internal/dispatch"
)

// Version is set at build time: -ldflags "-X github.com/lanxi-tech/shipq/internal/api.Version=..."
var Version = "dev"

type assignReq struct {
	OrderID string `json:"order_id"`
	Zone    string `json:"zone"`
	Weight  int    `json:"weight"`
}

func NewRouter(p *dispatch.Planner) http.Handler {
	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok", "version": Version})
	})
	r.Post("/assign", func(w http.ResponseWriter, req *http.Request) {
		var in assignReq
		if err := json.NewDecoder(req.Body).Decode(&in); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "bad json"})
			return
		}
		id, err := p.Assign(dispatch.Order{ID: in.OrderID, Zone: in.Zone, Weight: in.Weight})
		if err != nil {
			writeJSON(w, http.StatusConflict, map[string]string{"error": err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, map[string]string{"courier_id": id})
	})
	return r
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
