package main

import (
	"context"
	"encoding/json"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
)

func main() {
	slog.SetDefault(slog.New(slog.NewJSONHandler(os.Stdout, nil)))
	cfg, err := LoadConfig()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	client := NewClient(cfg)
	var all []Product
	for page := 1; ; page++ {
		items, err := client.FetchPage(ctx, page)
		if err != nil {
			log.Fatalf("fetch: %v", err)
		}
		if len(items) == 0 {
			break
		}
		all = append(all, items...)
		slog.Info("page fetched", "page", page, "items", len(items))
	}

	if err := os.MkdirAll(cfg.OutDir, 0o755); err != nil {
		log.Fatalf("mkdir: %v", err)
	}
	path := filepath.Join(cfg.OutDir, "products.json")
	data, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		log.Fatalf("encode: %v", err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		log.Fatalf("write: %v", err)
	}
	slog.Info("feed written", "products", len(all), "path", path)
}
