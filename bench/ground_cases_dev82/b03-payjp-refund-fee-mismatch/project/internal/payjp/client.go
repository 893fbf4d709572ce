package payjp

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

const baseURL = "https://api.pay.jp/v1"

type Refund struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
}

type Charge struct {
	ID             string   `json:"id"`
	Amount         int64    `json:"amount"`
	AmountRefunded int64    `json:"amount_refunded"`
	Refunded       bool     `json:"refunded"`
	Currency       string   `json:"currency"`
	Refunds        []Refund `json:"refunds"`
}

type Payout struct {
	ID     string `json:"id"`
	Amount int64  `json:"amount"`
	Fee    int64  `json:"fee"`
}

type Client struct {
	secret string
	http   *http.Client
}

func NewClient(secret string) *Client {
	return &Client{secret: secret, http: http.DefaultClient}
}

func (c *Client) do(ctx context.Context, method, path string, form url.Values, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, baseURL+path, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.SetBasicAuth(c.secret, "")
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		return fmt.Errorf("payjp: %s %s: status %d", method, path, res.StatusCode)
	}
	return json.NewDecoder(res.Body).Decode(out)
}

func (c *Client) GetCharge(ctx context.Context, id string) (*Charge, error) {
	var ch Charge
	return &ch, c.do(ctx, http.MethodGet, "/charges/"+id, nil, &ch)
}

func (c *Client) CreateRefund(ctx context.Context, chargeID string, amount int64, reason string) (*Charge, error) {
	form := url.Values{"amount": {strconv.FormatInt(amount, 10)}, "refund_reason": {reason}}
	var ch Charge
	return &ch, c.do(ctx, http.MethodPost, "/charges/"+chargeID+"/refund", form, &ch)
}
