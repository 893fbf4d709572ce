package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"example.com/jobq/internal/queue"
)

type mailPayload struct {
	To       string `json:"to"`
	Template string `json:"template"`
	OrderID  string `json:"order_id"`
}

// sendMail would call the mail API; the stub only validates the payload.
func sendMail(ctx context.Context, j *queue.Job) error {
	var p mailPayload
	if err := json.Unmarshal(j.Payload, &p); err != nil {
		return fmt.Errorf("bad payload: %w", err)
	}
	if p.To == "" || p.Template == "" {
		return fmt.Errorf("to and template are required")
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(300 * time.Millisecond):
	}
	return nil
}

type resizePayload struct {
	Key    string `json:"key"`
	Widths []int  `json:"widths"`
}

func resizeImage(ctx context.Context, j *queue.Job) error {
	var p resizePayload
	if err := json.Unmarshal(j.Payload, &p); err != nil {
		return fmt.Errorf("bad payload: %w", err)
	}
	if len(p.Widths) == 0 {
		return fmt.Errorf("no widths for %s", p.Key)
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(time.Duration(len(p.Widths)) * 200 * time.Millisecond):
	}
	return nil
}
