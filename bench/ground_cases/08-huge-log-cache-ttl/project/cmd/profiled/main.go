package main

import (
	"database/sql"
	"flag"
	"log"
	"log/slog"
	"net/http"
	"os"

	_ "github.com/lib/pq"

	"git.internal.example/platform/profiled/internal/api"
	"git.internal.example/platform/profiled/internal/store"
)

func main() {
	addr := flag.String("addr", ":8070", "listen address")
	dsn := flag.String("dsn", os.Getenv("PROFILED_DSN"), "postgres DSN")
	ttl := flag.Int("cache-ttl", 300, "cache TTL in seconds")
	debug := flag.Bool("debug", false, "debug logging")
	flag.Parse()

	if *debug {
		slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug})))
	}
	db, err := sql.Open("postgres", *dsn)
	if err != nil {
		log.Fatal(err)
	}
	cache := store.NewCache()
	h := &api.Handler{Users: store.NewUsers(db, cache, *ttl), Cache: cache}
	log.Printf("profiled on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, h.Routes()))
}
