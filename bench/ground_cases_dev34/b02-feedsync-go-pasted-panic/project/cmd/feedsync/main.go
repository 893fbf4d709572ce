package main

import (
	"context"
	"log/slog"
	"os"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/acme/feedsync/internal/fetch"
	"github.com/acme/feedsync/internal/pool"
	"github.com/acme/feedsync/internal/store"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx := context.Background()
	db, err := pgxpool.New(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Error("db", "err", err)
		os.Exit(1)
	}
	st := store.New(db)
	feeds, err := st.DueFeeds(ctx, 500)
	if err != nil {
		log.Error("due feeds", "err", err)
		os.Exit(1)
	}

	p := pool.New(fetch.NewClient(20*time.Second), 16, log)
	go func() {
		for _, f := range feeds {
			p.Submit(f)
		}
		p.Close()
	}()
	for res := range p.Results() {
		if res.Err != nil {
			continue
		}
		if err := st.SaveItems(ctx, res.FeedID, res.Items); err != nil {
			log.Error("save", "feed", res.FeedID, "err", err)
		}
	}
	log.Info("done", "feeds", len(feeds))
}
