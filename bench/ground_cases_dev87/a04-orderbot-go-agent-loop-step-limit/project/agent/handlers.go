package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Handlers struct {
	baseURL string
	http    *http.Client
}

func NewHandlers(baseURL string) *Handlers {
	return &Handlers{baseURL: baseURL, http: &http.Client{Timeout: 10 * time.Second}}
}

type orderInput struct {
	OrderID string `json:"order_id"`
}

// Call runs one tool and returns its result as JSON text for the tool_result block.
func (h *Handlers) Call(ctx context.Context, name string, input json.RawMessage) (string, error) {
	var in orderInput
	if err := json.Unmarshal(input, &in); err != nil {
		return "", fmt.Errorf("%s: bad input: %w", name, err)
	}
	if in.OrderID == "" {
		return "", fmt.Errorf("%s: order_id is required", name)
	}
	switch name {
	case "lookup_order":
		return h.get(ctx, "/orders/"+in.OrderID)
	case "refund_status":
		return h.get(ctx, "/orders/"+in.OrderID+"/refund")
	}
	return "", fmt.Errorf("unknown tool %q", name)
}

func (h *Handlers) get(ctx context.Context, path string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.baseURL+path, nil)
	if err != nil {
		return "", err
	}
	resp, err := h.http.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var body map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return "", err
	}
	out, _ := json.Marshal(body)
	return string(out), nil
}
