package main

import (
	"flag"
	"log"
	"net/http"

	"github.com/acme-labs/statuspage/config"
	"github.com/acme-labs/statuspage/server"
)

func main() {
	path := flag.String("config", "", "path to YAML config")
	flag.Parse()

	cfg, err := config.Load(*path)
	if err != nil {
		log.Fatal(err)
	}
	srv := server.New(cfg.MaxIncidents)
	log.Printf("listening on %s (cors: %v)", cfg.Listen, cfg.CORS.Allow)
	log.Fatal(http.ListenAndServe(cfg.Listen, srv.Handler(cfg.CORS.Allow)))
}
