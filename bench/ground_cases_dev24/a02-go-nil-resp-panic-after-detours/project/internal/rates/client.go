package rates

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

// Quote is one carrier's price for a parcel.
type Quote struct {
	Carrier     string `json:"carrier"`
	Service     string `json:"service"`
	AmountCents int64  `json:"amount_cents"`
	Currency    string `json:"currency"`
	EtaDays     int    `json:"eta_days"`
}

// Parcel is what we ask carriers to price.
type Parcel struct {
	FromZip  string
	ToZip    string
	Country  string
	WeightG  int
	LengthMM int
	WidthMM  int
	HeightMM int
}

type Client struct {
	base string
	http *http.Client
}

func NewClient(base string, timeout time.Duration) *Client {
	return &Client{base: base, http: &http.Client{Timeout: timeout}}
}

func (c *Client) Quote(ctx context.Context, carrier string, p Parcel) ([]Quote, error) {
	q := url.Values{}
	q.Set("carrier", carrier)
	q.Set("from", p.FromZip)
	q.Set("to", p.ToZip)
	q.Set("country", p.Country)
	q.Set("weight_g", fmt.Sprint(p.WeightG))
	q.Set("dims_mm", fmt.Sprintf("%dx%dx%d", p.LengthMM, p.WidthMM, p.HeightMM))

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/v2/quotes?"+q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	defer resp.Body.Close()
	if err != nil {
		return nil, fmt.Errorf("quote %s: %w", carrier, err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("quote %s: carrier returned %s", carrier, resp.Status)
	}

	var body struct {
		Quotes []Quote `json:"quotes"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return nil, fmt.Errorf("quote %s: decode: %w", carrier, err)
	}
	for i := range body.Quotes {
		body.Quotes[i].Carrier = carrier
	}
	return body.Quotes, nil
}
