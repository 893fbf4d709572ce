package handler

import (
	"html/template"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/chenjie/teamwiki/internal/store"
)

var shareTpl = template.Must(template.New("share").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>{{.Title}}</title></head>
<body><h1>{{.Title}}</h1><article>{{.Body}}</article></body></html>`))

type ShareHandler struct {
	store *store.Store
}

func NewShareHandler(s *store.Store) *ShareHandler {
	return &ShareHandler{store: s}
}

// View renders a page that was shared by link; no login required.
func (h *ShareHandler) View(w http.ResponseWriter, r *http.Request) {
	page, err := h.store.GetPageByShareToken(r.Context(), chi.URLParam(r, "token"))
	if err != nil {
		httpError(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = shareTpl.Execute(w, page)
}
