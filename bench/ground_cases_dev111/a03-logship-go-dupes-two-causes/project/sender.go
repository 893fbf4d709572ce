package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"time"
)

type Sender struct {
	url    string
	client *http.Client
	dryRun bool
}

func NewSender(url string, timeout time.Duration) *Sender {
	return &Sender{url: url, client: &http.Client{Timeout: timeout}}
}

// Send posts one batch, retrying up to 3 times on any error.
func (s *Sender) Send(lines []string) {
	body, _ := json.Marshal(map[string]any{"lines": lines, "sent_at": time.Now().UTC()})
	if s.dryRun {
		fmt.Println(string(body))
		return
	}
	for attempt := 1; attempt <= 3; attempt++ {
		resp, err := s.client.Post(s.url, "application/json", bytes.NewReader(body))
		if err == nil && resp.StatusCode < 300 {
			resp.Body.Close()
			return
		}
		if err == nil {
			resp.Body.Close()
			log.Printf("ingest: status %d (attempt %d)", resp.StatusCode, attempt)
		} else {
			log.Printf("ingest: %v (attempt %d)", err, attempt)
		}
		time.Sleep(time.Duration(attempt) * 500 * time.Millisecond)
	}
	log.Printf("ingest: dropping batch of %d lines", len(lines))
}
