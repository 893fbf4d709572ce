package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/asahi-fc/renshu/internal/auth"
	"github.com/asahi-fc/renshu/internal/store"
)

type EventHandler struct {
	events *store.EventStore
}

func (h *EventHandler) List(w http.ResponseWriter, r *http.Request) {
	clubID, err := strconv.ParseInt(chi.URLParam(r, "clubID"), 10, 64)
	if err != nil {
		http.Error(w, "bad club id", http.StatusBadRequest)
		return
	}
	evs, err := h.events.ListEvents(r.Context(), clubID, r.URL.Query().Get("sort"), 50)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, evs)
}

func (h *EventHandler) Search(w http.ResponseWriter, r *http.Request) {
	clubID, err := strconv.ParseInt(chi.URLParam(r, "clubID"), 10, 64)
	if err != nil {
		http.Error(w, "bad club id", http.StatusBadRequest)
		return
	}
	kw := r.URL.Query().Get("q")
	evs, err := h.events.SearchEvents(r.Context(), clubID, kw, 30)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, evs)
}

func (h *EventHandler) Get(w http.ResponseWriter, r *http.Request) {
	ev, ok := h.load(w, r)
	if !ok {
		return
	}
	writeJSON(w, ev)
}

func (h *EventHandler) Update(w http.ResponseWriter, r *http.Request) {
	ev, ok := h.load(w, r)
	if !ok {
		return
	}
	user := auth.UserFrom(r.Context())
	if ev.OrganizerID != user.ID && !auth.IsAdmin(r.Context()) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	var in store.EventInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if err := h.events.Update(r.Context(), ev.ID, in); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *EventHandler) Delete(w http.ResponseWriter, r *http.Request) {
	ev, ok := h.load(w, r)
	if !ok {
		return
	}
	if err := h.events.Delete(r.Context(), ev.ID); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *EventHandler) load(w http.ResponseWriter, r *http.Request) (store.Event, bool) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return store.Event{}, false
	}
	ev, err := h.events.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
		return store.Event{}, false
	}
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return store.Event{}, false
	}
	return ev, true
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
