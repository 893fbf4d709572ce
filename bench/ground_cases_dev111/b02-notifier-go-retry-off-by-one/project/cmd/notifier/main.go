package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/hoshino-lab/notifier/internal/retry"
	"github.com/hoshino-lab/notifier/internal/webhook"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	client := &webhook.Client{
		HTTP:   &http.Client{Timeout: envDuration("WEBHOOK_TIMEOUT", 5*time.Second)},
		URL:    os.Getenv("WEBHOOK_URL"),
		Secret: os.Getenv("WEBHOOK_SECRET"),
		Policy: retry.Default,
	}
	if client.URL == "" {
		log.Fatal("WEBHOOK_URL is required")
	}
	ev := webhook.Event{Type: "ping", Payload: map[string]any{"at": time.Now().UTC().Format(time.RFC3339)}}
	if err := client.Send(ctx, ev); err != nil {
		log.Fatalf("send failed: %v", err)
	}
	log.Println("sent")
}

func envDuration(key string, def time.Duration) time.Duration {
	v := os.Getenv(key)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		log.Printf("invalid %s=%q, using %s", key, v, def)
		return def
	}
	return d
}
