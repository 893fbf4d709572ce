package main

import (
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/redis/go-redis/v9"

	"github.com/qiaomu/feedsvc/internal/feed"
)

func main() {
	rdb := redis.NewClient(&redis.Options{Addr: env("REDIS_ADDR", "127.0.0.1:6379")})
	store, err := feed.OpenStore(env("DATABASE_URL", "postgres://feed@localhost/feed"))
	if err != nil {
		log.Fatal(err)
	}
	svc := feed.NewService(store, feed.NewCache(rdb))
	h := feed.NewHandler(svc)

	r := chi.NewRouter()
	r.Get("/v1/feed", h.Timeline)
	r.Post("/v1/posts", h.CreatePost)
	log.Fatal(http.ListenAndServe(env("ADDR", ":8080"), r))
}

func env(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
