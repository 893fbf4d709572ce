package main

import (
	"log"
	"net/http"

	"github.com/fernhill/shipnotify/internal/carrier"
	"github.com/fernhill/shipnotify/internal/config"
	"github.com/fernhill/shipnotify/internal/labels"
)

func main() {
	cfg := config.FromEnv()
	client := carrier.New(cfg.CarrierURL, cfg.CarrierToken)
	svc := labels.NewService(client, labels.NewQueue(cfg.QueueURL))
	http.Handle("/labels", labels.Handler(svc))
	log.Printf("listening on %s", cfg.Addr)
	log.Fatal(http.ListenAndServe(cfg.Addr, nil))
}
