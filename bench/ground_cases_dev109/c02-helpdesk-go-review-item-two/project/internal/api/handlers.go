package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/zhaoyu/helpdesk-api/internal/httputil"
	"github.com/zhaoyu/helpdesk-api/internal/store"
)

const maxPageSize = 100

type Handler struct {
	Store *store.Store
}

func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /tickets", h.listTickets)
	mux.HandleFunc("GET /tickets/{id}", h.getTicket)
	mux.HandleFunc("POST /tickets", h.createTicket)
}

func (h *Handler) getTicket(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad id")
		return
	}
	t, err := h.Store.GetTicket(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, t)
}

func (h *Handler) listTickets(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page := httputil.IntDefault(q.Get("page"), 1)
	size := httputil.QueryInt(q, "size", 20, maxPageSize)
	tickets, err := h.Store.ListTickets(r.Context(), q.Get("status"), page, size)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"page": page, "size": size, "items": tickets})
}

func (h *Handler) createTicket(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Title string `json:"title"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Title == "" {
		writeError(w, http.StatusBadRequest, "title required")
		return
	}
	t, err := h.Store.CreateTicket(r.Context(), in.Title)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusCreated, t)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"error": msg})
}
