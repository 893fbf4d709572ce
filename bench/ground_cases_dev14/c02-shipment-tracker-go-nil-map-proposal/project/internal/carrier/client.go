package carrier

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Event is one scan of a parcel.
type Event struct {
	At       time.Time `json:"at"`
	Location string    `json:"location"`
	Status   string    `json:"status"`
	Detail   string    `json:"detail"`
}

// Client fetches tracking events from one carrier's open API.
type Client struct {
	Name  string
	Base  string
	Token string
	HTTP  *http.Client
}

func (c *Client) Track(ctx context.Context, waybill string) ([]Event, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+"/v1/routes/"+waybill, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.Token)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Name, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, nil
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: unexpected status %d", c.Name, resp.StatusCode)
	}
	var body struct {
		Events []Event `json:"events"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return nil, fmt.Errorf("%s: decode: %w", c.Name, err)
	}
	return body.Events, nil
}
