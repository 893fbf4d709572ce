package feed

import (
	"context"
	"errors"
	"log"
	"time"

	"github.com/redis/go-redis/v9"
)

type Post struct {
	ID        int64     `json:"id"`
	AuthorID  int64     `json:"author_id"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
}

type Page struct {
	Items      []Post `json:"items"`
	NextCursor string `json:"next_cursor,omitempty"`
}

type Service struct {
	store *Store
	cache *Cache
}

func NewService(store *Store, cache *Cache) *Service {
	return &Service{store: store, cache: cache}
}

func (s *Service) Timeline(ctx context.Context, userID int64, cursor string, limit int) (*Page, error) {
	if p, err := s.cache.Get(ctx, userID, cursor); err == nil {
		return p, nil
	} else if !errors.Is(err, redis.Nil) {
		log.Printf("feed cache get user=%d: %v", userID, err)
	}
	page, err := s.store.Timeline(ctx, userID, cursor, limit)
	if err != nil {
		return nil, err
	}
	_ = s.cache.Set(ctx, userID, cursor, page)
	return page, nil
}

func (s *Service) CreatePost(ctx context.Context, authorID int64, body string) (*Post, error) {
	p, err := s.store.InsertPost(ctx, authorID, body)
	if err != nil {
		return nil, err
	}
	if err := s.cache.Invalidate(ctx, authorID); err != nil {
		log.Printf("feed cache invalidate user=%d: %v", authorID, err)
	}
	return p, nil
}
