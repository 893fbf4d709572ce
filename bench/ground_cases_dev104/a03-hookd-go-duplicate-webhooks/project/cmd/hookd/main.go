package main

import (
	"context"
	"database/sql"
	"log"
	"os"
	"time"

	_ "github.com/lib/pq"

	"github.com/tallyhq/hookd/internal/queue"
	"github.com/tallyhq/hookd/internal/sender"
)

func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	lease := 30 * time.Second
	if v := os.Getenv("HOOKD_LEASE"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			log.Fatalf("HOOKD_LEASE: %v", err)
		}
		lease = d
	}
	q := &queue.Queue{DB: db, Lease: lease}
	s := sender.New()
	ctx := context.Background()
	for {
		job, err := q.Claim(ctx)
		if err != nil {
			time.Sleep(time.Second)
			continue
		}
		started := time.Now()
		if err := s.Send(ctx, job.URL, job.Payload); err != nil {
			log.Printf("delivery %d failed (attempt %d): %v", job.ID, job.Attempts, err)
			continue
		}
		if err := q.Done(ctx, job.ID); err != nil {
			log.Printf("delivery %d: mark done: %v", job.ID, err)
		}
		log.Printf("delivery %d -> %s ok in %s", job.ID, job.URL, time.Since(started).Round(time.Millisecond))
	}
}
