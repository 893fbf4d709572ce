package main

import (
	"flag"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/hanako-dev/filesvc/internal/links"
	"github.com/hanako-dev/filesvc/internal/storage"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	root := flag.String("root", "/var/lib/filesvc", "storage root")
	ttl := flag.Duration("ttl", 30*24*time.Hour, "delete files older than this")
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	slog.SetDefault(logger)

	store := storage.New(*root)
	signer := links.NewSigner([]byte(os.Getenv("FILESVC_LINK_SECRET")))

	go func() {
		for range time.Tick(24 * time.Hour) {
			n, err := store.Cleanup(*ttl)
			if err != nil {
				slog.Error("cleanup failed", "err", err)
				continue
			}
			slog.Info("cleanup done", "removed", n)
		}
	}()

	mux := http.NewServeMux()
	mux.Handle("/files/", links.Handler(signer, store))
	slog.Info("listening", "addr", *addr)
	if err := http.ListenAndServe(*addr, mux); err != nil {
		slog.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
