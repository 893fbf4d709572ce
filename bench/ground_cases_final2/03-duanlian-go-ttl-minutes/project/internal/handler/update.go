package handler

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
)

type updateRequest struct {
	Target   *string `json:"target"`
	TTLHours *int    `json:"ttl_hours"`
}

func (h *Handler) Update(w http.ResponseWriter, r *http.Request) {
	link, err := h.store.Get(chi.URLParam(r, "code"))
	if err != nil {
		http.Error(w, "短链不存在", http.StatusNotFound)
		return
	}
	var req updateRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "参数错误", http.StatusBadRequest)
		return
	}
	if req.Target != nil {
		link.Target = *req.Target
	}
	if req.TTLHours != nil {
		if *req.TTLHours == 0 {
			link.ExpiresAt = nil
		} else {
			exp := time.Now().Add(time.Duration(*req.TTLHours) * time.Hour)
			link.ExpiresAt = &exp
		}
	}
	if err := h.store.Put(link); err != nil {
		http.Error(w, "保存失败", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, link)
}
