package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/lumen-labs/presence/internal/session"
)

// API serves the presence endpoints.
type API struct {
	mgr *session.Manager
}

func New(mgr *session.Manager) *API {
	return &API{mgr: mgr}
}

func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.Post("/v1/heartbeat", a.heartbeat)
	r.Delete("/v1/sessions/{id}", a.logout)
	r.Get("/v1/online", a.online)
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	return r
}

type heartbeatReq struct {
	SessionID string `json:"session_id"`
	UserID    string `json:"user_id"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (a *API) heartbeat(w http.ResponseWriter, r *http.Request) {
	var req heartbeatReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if req.SessionID == "" || req.UserID == "" {
		http.Error(w, "session_id and user_id are required", http.StatusBadRequest)
		return
	}
	e := a.mgr.Heartbeat(req.SessionID, req.UserID)
	writeJSON(w, http.StatusOK, map[string]any{"session_id": e.ID, "last_seen": e.LastSeen})
}

func (a *API) logout(w http.ResponseWriter, r *http.Request) {
	a.mgr.Logout(chi.URLParam(r, "id"))
	w.WriteHeader(http.StatusNoContent)
}

func (a *API) online(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"users": a.mgr.Online()})
}
