package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"time"

	"gitee.com/yunfan/deploy-console/internal/auth"
)

type Deployment struct {
	ID      int       `json:"id"`
	Service string    `json:"service"`
	Version string    `json:"version"`
	By      string    `json:"by"`
	At      time.Time `json:"at"`
}

type API struct {
	mu      sync.Mutex
	history []Deployment
}

func (a *API) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/deployments", auth.RequireRole("viewer", a.list))
	mux.HandleFunc("POST /api/deployments", auth.RequireRole("deployer", a.create))
	return mux
}

func (a *API) list(w http.ResponseWriter, _ *http.Request) {
	a.mu.Lock()
	defer a.mu.Unlock()
	json.NewEncoder(w).Encode(a.history)
}

func (a *API) create(w http.ResponseWriter, r *http.Request) {
	var req struct{ Service, Version string }
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Service == "" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	id, _ := auth.FromContext(r.Context())
	a.mu.Lock()
	d := Deployment{ID: len(a.history) + 1, Service: req.Service, Version: req.Version, By: id.User, At: time.Now()}
	a.history = append(a.history, d)
	a.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
	fmt.Fprintf(w, "{\"id\":%d}\n", d.ID)
}
