package main

import (
	"encoding/json"
	"flag"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/opsnote/alertrelay/internal/alert"
	"github.com/opsnote/alertrelay/internal/notify"
)

func main() {
	window := flag.Duration("dedupe-window", 10*time.Minute, "suppress repeats for this long")
	flag.Parse()

	dd := alert.NewDeduper(*window)
	slack := &notify.Slack{WebhookURL: os.Getenv("SLACK_WEBHOOK_URL")}

	http.HandleFunc("/webhook", func(w http.ResponseWriter, r *http.Request) {
		var p alert.Payload
		if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		for _, a := range p.Alerts {
			if !dd.ShouldSend(a) {
				continue
			}
			if err := slack.Send(a); err != nil {
				log.Printf("slack: %v", err)
			}
		}
		w.WriteHeader(http.StatusAccepted)
	})
	log.Fatal(http.ListenAndServe(":9095", nil))
}
