package main

import (
	"flag"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/qiaolin/hookrelay/relay"
)

func main() {
	addr := flag.String("addr", ":8085", "listen address")
	target := flag.String("target", os.Getenv("RELAY_TARGET"), "downstream webhook URL")
	retries := flag.Int("retries", 3, "retries after the first attempt")
	flag.Parse()

	if *target == "" {
		log.Fatal("hookrelay: -target or RELAY_TARGET is required")
	}
	r := relay.New(relay.Config{
		Target:     *target,
		Secret:     os.Getenv("RELAY_SECRET"),
		MaxRetries: *retries,
		BaseDelay:  500 * time.Millisecond,
	})
	mux := http.NewServeMux()
	mux.Handle("/hooks/", r)
	mux.HandleFunc("/metrics", r.Metrics)
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	log.Printf("hookrelay listening on %s -> %s", *addr, *target)
	log.Fatal(http.ListenAndServe(*addr, mux))
}
