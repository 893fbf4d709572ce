package main

import (
	"log"
	"net/http"

	"github.com/picbed/uploader/internal/config"
	"github.com/picbed/uploader/internal/handler"
	"github.com/picbed/uploader/internal/storage"
)

func main() {
	cfg := config.Load()
	store := storage.NewLocal(cfg.DataDir)
	h := handler.NewUploadHandler(store, cfg)

	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/images", h.Create)
	mux.HandleFunc("GET /api/images/{id}", h.Get)

	log.Printf("listening on %s (max upload %d MB)", cfg.Addr, cfg.MaxUploadMB)
	log.Fatal(http.ListenAndServe(cfg.Addr, mux))
}
