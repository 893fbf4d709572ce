package handler

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/chenjie/teamwiki/internal/model"
	"github.com/chenjie/teamwiki/internal/store"
)

type PageHandler struct {
	store *store.Store
}

func NewPageHandler(s *store.Store) *PageHandler {
	return &PageHandler{store: s}
}

func (h *PageHandler) Routes(r chi.Router) {
	r.Get("/pages", h.ListPages)
	r.Post("/pages", h.CreatePage)
	r.Get("/pages/{id}", h.GetPage)
	r.Put("/pages/{id}", h.UpdatePage)
	r.Delete("/pages/{id}", h.DeletePage)
}

func (h *PageHandler) ListPages(w http.ResponseWriter, r *http.Request) {
	ws := WorkspaceFrom(r.Context())
	sort := r.URL.Query().Get("sort")
	if sort == "" {
		sort = "updated_at"
	}
	pages, err := h.store.ListPages(r.Context(), ws.ID, sort)
	if err != nil {
		httpError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, pages)
}

func (h *PageHandler) GetPage(w http.ResponseWriter, r *http.Request) {
	ws := WorkspaceFrom(r.Context())
	id, err := pageID(r)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	page, err := h.store.GetPageInWorkspace(r.Context(), ws.ID, id)
	if err != nil {
		httpError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

func (h *PageHandler) CreatePage(w http.ResponseWriter, r *http.Request) {
	ws := WorkspaceFrom(r.Context())
	user := UserFrom(r.Context())
	var in model.PageInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Title == "" {
		http.Error(w, "title is required", http.StatusBadRequest)
		return
	}
	page, err := h.store.CreatePage(r.Context(), ws.ID, user.ID, in)
	if err != nil {
		httpError(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, page)
}

func (h *PageHandler) UpdatePage(w http.ResponseWriter, r *http.Request) {
	ws := WorkspaceFrom(r.Context())
	user := UserFrom(r.Context())
	id, err := pageID(r)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	page, err := h.store.GetPageInWorkspace(r.Context(), ws.ID, id)
	if err != nil {
		httpError(w, err)
		return
	}
	var in model.PageInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	page.Title, page.Body, page.UpdatedBy = in.Title, in.Body, user.ID
	if err := h.store.UpdatePage(r.Context(), page); err != nil {
		httpError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

func (h *PageHandler) DeletePage(w http.ResponseWriter, r *http.Request) {
	user := UserFrom(r.Context())
	id, err := pageID(r)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	page, err := h.store.GetPage(r.Context(), id)
	if err != nil {
		httpError(w, err)
		return
	}
	if err := h.store.SoftDeletePage(r.Context(), page.ID, user.ID); err != nil {
		httpError(w, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
