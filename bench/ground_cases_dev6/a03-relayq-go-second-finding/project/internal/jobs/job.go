package jobs

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"time"
)

type Job struct {
	ID        string            `json:"id"`
	URL       string            `json:"url"`
	Headers   map[string]string `json:"headers"`
	Payload   []byte            `json:"payload"`
	CreatedAt time.Time         `json:"created_at"`
}

var client = &http.Client{Timeout: 10 * time.Second}

// Deliver POSTs the payload to the job's URL. Any non-2xx answer is an error.
func Deliver(ctx context.Context, j Job) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, j.URL, bytes.NewReader(j.Payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range j.Headers {
		req.Header.Set(k, v)
	}
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode/100 != 2 {
		return fmt.Errorf("deliver %s: %s", j.ID, res.Status)
	}
	return nil
}
