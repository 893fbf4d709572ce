package main

import (
	"flag"
	"log/slog"
	"net/http"
	"os"

	"github.com/pinecrest/mediad/internal/store"
	"github.com/pinecrest/mediad/internal/upload"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address")
	dir := flag.String("dir", "./data", "storage directory")
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	st, err := store.NewDisk(*dir)
	if err != nil {
		logger.Error("open store", "err", err)
		os.Exit(1)
	}

	mux := http.NewServeMux()
	mux.Handle("POST /v1/photos", upload.NewHandler(st, logger))
	mux.Handle("GET /v1/files/", http.StripPrefix("/v1/files/", http.FileServer(http.Dir(*dir))))

	logger.Info("listening", "addr", *addr)
	if err := http.ListenAndServe(*addr, mux); err != nil {
		logger.Error("serve", "err", err)
		os.Exit(1)
	}
}
