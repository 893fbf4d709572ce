package handler

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
)

func (h *Handler) Redirect(w http.ResponseWriter, r *http.Request) {
	link, err := h.store.Get(chi.URLParam(r, "code"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	if link.Expired(time.Now()) {
		http.Error(w, "链接已过期", http.StatusGone)
		return
	}
	h.store.IncrHits(link.Code)
	http.Redirect(w, r, link.Target, http.StatusFound)
}
