package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"time"

	"github.com/fieldlane/crmsync/internal/crm"
	"github.com/fieldlane/crmsync/internal/store"
	"github.com/fieldlane/crmsync/internal/sync"
)

func main() {
	pageSize := flag.Int("page-size", 500, "contacts per CRM page")
	dryRun := flag.Bool("dry-run", false, "fetch but do not write")
	since := flag.String("since", "", "backfill: fetch contacts updated after this date (YYYY-MM-DD), ignoring the checkpoint")
	flag.Parse()

	var from time.Time
	if *since != "" {
		t, err := time.Parse("2006-01-02", *since)
		if err != nil {
			log.Fatalf("-since: %v", err)
		}
		from = t
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	db, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer db.Close()

	client := crm.NewClient(os.Getenv("CRM_BASE_URL"), os.Getenv("CRM_TOKEN"))
	job := sync.Job{CRM: client, Store: db, PageSize: *pageSize, DryRun: *dryRun, Since: from}
	stats, err := job.Run(ctx)
	if err != nil {
		log.Fatalf("sync failed after %d pages: %v", stats.Pages, err)
	}
	log.Printf("sync done: %d pages, %d upserted, %d skipped", stats.Pages, stats.Upserted, stats.Skipped)
}
