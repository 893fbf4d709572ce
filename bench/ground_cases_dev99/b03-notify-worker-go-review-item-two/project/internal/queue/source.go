package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/hoshino-lab/notify-worker/internal/webhook"
)

// HTTPSource talks to queue-api: GET /events?max=N, POST /events/{id}/ack|nack.
type HTTPSource struct {
	base string
	http *http.Client
}

func NewHTTPSource(base string, client *http.Client) *HTTPSource {
	return &HTTPSource{base: base, http: client}
}

type wireEvent struct {
	ID      string          `json:"id"`
	Type    string          `json:"type"`
	URL     string          `json:"target_url"`
	Payload json.RawMessage `json:"payload"`
}

func (s *HTTPSource) Fetch(ctx context.Context, max int) ([]webhook.Event, error) {
	q := url.Values{"max": {strconv.Itoa(max)}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/events?"+q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("queue-api: status %d", resp.StatusCode)
	}
	var raw []wireEvent
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil {
		return nil, fmt.Errorf("queue-api: decode: %w", err)
	}
	events := make([]webhook.Event, 0, len(raw))
	for _, w := range raw {
		events = append(events, webhook.Event{ID: w.ID, Type: w.Type, URL: w.URL, Payload: w.Payload})
	}
	return events, nil
}

func (s *HTTPSource) Ack(ctx context.Context, id string) error  { return s.post(ctx, id, "ack") }
func (s *HTTPSource) Nack(ctx context.Context, id string) error { return s.post(ctx, id, "nack") }

func (s *HTTPSource) post(ctx context.Context, id, verb string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.base+"/events/"+url.PathEscape(id)+"/"+verb, nil)
	if err != nil {
		return err
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("queue-api %s %s: status %d", verb, id, resp.StatusCode)
	}
	return nil
}
