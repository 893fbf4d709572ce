package sakurapay

import (
	"context"
	"net/url"
	"strconv"
)

// Charge is one payment.
type Charge struct {
	ID       string            `json:"id"`
	Amount   int64             `json:"amount"`
	Currency string            `json:"currency"`
	Status   string            `json:"status"`
	Captured bool              `json:"captured"`
	Metadata map[string]string `json:"metadata,omitempty"`
	Created  int64             `json:"created"`
}

// ChargeParams creates a charge. Amount is in the currency's minor unit (yen for JPY).
type ChargeParams struct {
	Amount   int64             `json:"amount"`
	Currency string            `json:"currency"`
	Source   string            `json:"source"`
	Capture  *bool             `json:"capture,omitempty"`
	Metadata map[string]string `json:"metadata,omitempty"`
}

type ChargesService struct {
	client *Client
}

func (s *ChargesService) Create(ctx context.Context, p *ChargeParams) (*Charge, error) {
	var ch Charge
	if err := s.client.do(ctx, "POST", "/charges", p, &ch); err != nil {
		return nil, err
	}
	return &ch, nil
}

func (s *ChargesService) Get(ctx context.Context, id string) (*Charge, error) {
	var ch Charge
	if err := s.client.do(ctx, "GET", "/charges/"+url.PathEscape(id), nil, &ch); err != nil {
		return nil, err
	}
	return &ch, nil
}

// List returns one page of charges, newest first.
func (s *ChargesService) List(ctx context.Context, limit int, startingAfter string) ([]Charge, error) {
	q := url.Values{"limit": {strconv.Itoa(limit)}}
	if startingAfter != "" {
		q.Set("starting_after", startingAfter)
	}
	var page struct {
		Data []Charge `json:"data"`
	}
	if err := s.client.do(ctx, "GET", "/charges?"+q.Encode(), nil, &page); err != nil {
		return nil, err
	}
	return page.Data, nil
}
