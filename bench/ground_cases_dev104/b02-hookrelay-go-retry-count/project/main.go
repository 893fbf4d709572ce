package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"time"

	"github.com/shiftbase/hookrelay/internal/relay"
)

func main() {
	target := flag.String("target", "", "URL to forward events to")
	spool := flag.String("spool", "./spool", "directory with pending event files")
	timeout := flag.Duration("timeout", 10*time.Second, "per-request timeout")
	maxRetries := flag.Int("max-retries", 3, "retries for 5xx/429/network errors")
	baseDelay := flag.Duration("retry-delay", 500*time.Millisecond, "first backoff delay")
	flag.Parse()

	if *target == "" {
		log.Fatal("-target is required")
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	client := relay.NewClient(relay.Config{
		Target:     *target,
		Timeout:    *timeout,
		MaxRetries: *maxRetries,
		BaseDelay:  *baseDelay,
	})
	n, err := relay.Drain(ctx, client, *spool)
	if err != nil {
		log.Fatalf("drain stopped after %d events: %v", n, err)
	}
	log.Printf("forwarded %d events", n)
}
