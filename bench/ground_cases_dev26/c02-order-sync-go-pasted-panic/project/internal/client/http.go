package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/hekou/order-sync/internal/model"
)

type ERP struct {
	base  string
	token string
	http  *http.Client
}

func NewERP(base, token string) *ERP {
	return &ERP{base: base, token: token, http: &http.Client{Timeout: 15 * time.Second}}
}

const maxAttempts = 4 // the first try and 3 retries

// PushOrders sends one batch of orders to the ERP import endpoint, retrying
// network errors and 5xx answers with exponential backoff.
func (c *ERP) PushOrders(ctx context.Context, orders []model.Order) error {
	body, err := json.Marshal(map[string]any{"orders": orders})
	if err != nil {
		return err
	}
	delay := 200 * time.Millisecond
	for attempt := 1; ; attempt++ {
		retry, err := c.pushOnce(ctx, body)
		if err == nil || !retry || attempt == maxAttempts {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay):
		}
		delay *= 2
	}
}

// pushOnce makes one request; retry reports whether the failure is worth retrying.
func (c *ERP) pushOnce(ctx context.Context, body []byte) (retry bool, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/api/v2/orders/import", bytes.NewReader(body))
	if err != nil {
		return false, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return true, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 500 {
		return true, fmt.Errorf("erp import: status %d", resp.StatusCode)
	}
	if resp.StatusCode >= 300 {
		return false, fmt.Errorf("erp import: status %d", resp.StatusCode)
	}
	return false, nil
}
