package comments

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/threadline/threadline/internal/notify"
	"github.com/threadline/threadline/internal/store"
)

type Handler struct {
	comments *store.Comments
	notifier *notify.Notifier
}

func NewHandler(c *store.Comments, n *notify.Notifier) *Handler {
	return &Handler{comments: c, notifier: n}
}

type createRequest struct {
	Body string `json:"body"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	threadID, err := strconv.ParseInt(chi.URLParam(r, "threadID"), 10, 64)
	if err != nil {
		http.Error(w, "bad thread id", http.StatusBadRequest)
		return
	}
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Body == "" {
		http.Error(w, "body required", http.StatusBadRequest)
		return
	}
	authorID := r.Context().Value(userIDKey{}).(int64)
	c, err := h.comments.Insert(r.Context(), threadID, authorID, req.Body)
	if err != nil {
		http.Error(w, "could not save comment", http.StatusInternalServerError)
		return
	}
	notifyCtx := context.WithoutCancel(r.Context())
	go func() {
		if err := h.notifier.CommentPosted(notifyCtx, c); err != nil {
			log.Printf("notify comment %d: %v", c.ID, err)
		}
	}()
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(c)
}

type userIDKey struct{}
