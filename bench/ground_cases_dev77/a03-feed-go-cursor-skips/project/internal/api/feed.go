package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/pinwheel/feedsvc/internal/store"
)

type FeedStore interface {
	ListFeed(ctx context.Context, userID int64, before time.Time, limit int) ([]store.Post, error)
}

type FeedHandler struct {
	Store FeedStore
}

type feedResponse struct {
	Posts      []store.Post `json:"posts"`
	NextCursor string       `json:"next_cursor,omitempty"`
}

func (h *FeedHandler) List(w http.ResponseWriter, r *http.Request) {
	limit := 20
	if v, err := strconv.Atoi(r.URL.Query().Get("limit")); err == nil && v > 0 && v <= 100 {
		limit = v
	}
	before, err := decodeCursor(r.URL.Query().Get("cursor"))
	if err != nil {
		http.Error(w, "bad cursor", http.StatusBadRequest)
		return
	}
	posts, err := h.Store.ListFeed(r.Context(), userID(r.Context()), before, limit)
	if err != nil {
		http.Error(w, "feed unavailable", http.StatusInternalServerError)
		return
	}
	resp := feedResponse{Posts: posts}
	if len(posts) == limit {
		resp.NextCursor = encodeCursor(posts[len(posts)-1].CreatedAt)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(resp)
}
