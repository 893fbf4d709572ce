package main

import (
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/pixelpost/imgd/internal/storage"
	"github.com/pixelpost/imgd/internal/upload"
)

func main() {
	maxMB, err := strconv.Atoi(getenv("IMGD_MAX_MB", "10"))
	if err != nil {
		log.Fatalf("IMGD_MAX_MB: %v", err)
	}
	h := &upload.Handler{MaxMB: maxMB, Store: &storage.Local{Dir: getenv("IMGD_DIR", "./data")}}
	http.Handle("/upload", h)
	log.Fatal(http.ListenAndServe(":8090", nil))
}

func getenv(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}
