package main

import (
	"context"
	"database/sql"
	"log"
	"os"
	"time"

	_ "github.com/lib/pq"

	"github.com/tsubame-io/billing/internal/dunning"
	"github.com/tsubame-io/billing/internal/mailer"
)

// Runs every hour from cron (see deploy/cron.yaml).
func main() {
	db, err := sql.Open("postgres", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	s := dunning.NewScheduler(db, mailer.FromEnv())
	n, err := s.Run(context.Background(), time.Now().UTC())
	if err != nil {
		log.Fatalf("dunning: %v", err)
	}
	log.Printf("dunning: processed %d invoices", n)
}
