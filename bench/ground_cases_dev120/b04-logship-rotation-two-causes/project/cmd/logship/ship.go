package main

import (
	"bytes"
	"context"
	"log"
	"net/http"
	"strings"
	"time"
)

// ship posts the lines in batches of up to size, or every 5 seconds, whichever comes first.
func ship(ctx context.Context, endpoint string, lines <-chan string, size int) {
	batch := make([]string, 0, size)
	flush := time.NewTicker(5 * time.Second)
	defer flush.Stop()
	send := func() {
		if len(batch) == 0 {
			return
		}
		body := strings.Join(batch, "")
		resp, err := http.Post(endpoint, "text/plain", bytes.NewBufferString(body))
		if err != nil {
			log.Printf("ship: %v", err)
			return // keep the batch and retry on the next flush
		}
		resp.Body.Close()
		batch = batch[:0]
	}
	for {
		select {
		case <-ctx.Done():
			send()
			return
		case line := <-lines:
			batch = append(batch, line)
			if len(batch) >= size {
				send()
			}
		case <-flush.C:
			send()
		}
	}
}
