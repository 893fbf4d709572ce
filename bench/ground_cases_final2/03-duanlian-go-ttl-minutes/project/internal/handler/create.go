package handler

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/lanshan-tech/duanlian/internal/model"
)

type createRequest struct {
	Target   string `json:"target"`
	TTLHours int    `json:"ttl_hours"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Target == "" {
		http.Error(w, "参数错误", http.StatusBadRequest)
		return
	}
	now := time.Now()
	link := &model.Link{
		Code:      newCode(),
		Target:    req.Target,
		CreatedAt: now,
	}
	if req.TTLHours > 0 {
		exp := now.Add(time.Duration(req.TTLHours) * time.Minute)
		link.ExpiresAt = &exp
	}
	if err := h.store.Put(link); err != nil {
		http.Error(w, "保存失败", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, link)
}

func newCode() string {
	return uuid.NewString()[:7]
}
