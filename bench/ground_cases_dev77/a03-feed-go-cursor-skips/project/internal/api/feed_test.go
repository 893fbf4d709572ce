package api

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/pinwheel/feedsvc/internal/store"
)

type fakeStore struct {
	posts []store.Post
}

func (f *fakeStore) ListFeed(ctx context.Context, userID int64, before time.Time, limit int) ([]store.Post, error) {
	var out []store.Post
	for _, p := range f.posts {
		if (before.IsZero() || p.CreatedAt.Before(before)) && len(out) < limit {
			out = append(out, p)
		}
	}
	return out, nil
}

func TestFeedRequiresUser(t *testing.T) {
	h := &FeedHandler{Store: &fakeStore{}}
	rec := httptest.NewRecorder()
	withUser(h.List)(rec, httptest.NewRequest("GET", "/v1/feed", nil))
	if rec.Code != http.StatusUnauthorized {
		t.Fatalf("got %d", rec.Code)
	}
}

func TestFeedDefaultLimit(t *testing.T) {
	var posts []store.Post
	for i := 0; i < 30; i++ {
		posts = append(posts, store.Post{ID: int64(30 - i), CreatedAt: time.Unix(int64(1000-i), 0)})
	}
	h := &FeedHandler{Store: &fakeStore{posts: posts}}
	req := httptest.NewRequest("GET", "/v1/feed", nil)
	req.Header.Set("X-User-ID", "7")
	rec := httptest.NewRecorder()
	withUser(h.List)(rec, req)
	if rec.Code != 200 {
		t.Fatalf("got %d", rec.Code)
	}
}
