package payouts

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Payout is one transfer from the provider to our bank account. Amounts are
// in the currency's minor unit, as the provider sends them.
type Payout struct {
	ID          string
	Currency    string
	Amount      int64
	ArrivalDate time.Time
	Lines       []BalanceTxn
}

// BalanceTxn is one charge, refund or fee settled in a payout.
type BalanceTxn struct {
	ID     string `json:"id"`
	Type   string `json:"type"`
	Amount int64  `json:"amount"`
	Fee    int64  `json:"fee"`
}

type Client struct {
	key  string
	http *http.Client
	base string
}

func NewClient(key string) *Client {
	return &Client{key: key, http: &http.Client{Timeout: 30 * time.Second}, base: "https://api.psp.example.com/v1"}
}

func (c *Client) get(ctx context.Context, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	req.SetBasicAuth(c.key, "")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: %s", path, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// PayoutsArrivingOn lists the payouts that arrive on day, each with its balance transactions.
func (c *Client) PayoutsArrivingOn(ctx context.Context, day time.Time) ([]Payout, error) {
	var list struct {
		Data []struct {
			ID          string `json:"id"`
			Currency    string `json:"currency"`
			Amount      int64  `json:"amount"`
			ArrivalDate int64  `json:"arrival_date"`
		} `json:"data"`
	}
	from, to := day.Unix(), day.Add(24*time.Hour).Unix()
	if err := c.get(ctx, fmt.Sprintf("/payouts?arrival_date[gte]=%d&arrival_date[lt]=%d&limit=100", from, to), &list); err != nil {
		return nil, err
	}
	out := make([]Payout, 0, len(list.Data))
	for _, d := range list.Data {
		var txns struct {
			Data []BalanceTxn `json:"data"`
		}
		if err := c.get(ctx, "/balance_transactions?payout="+d.ID+"&limit=100", &txns); err != nil {
			return nil, err
		}
		out = append(out, Payout{ID: d.ID, Currency: d.Currency, Amount: d.Amount,
			ArrivalDate: time.Unix(d.ArrivalDate, 0).UTC(), Lines: txns.Data})
	}
	return out, nil
}
