package geo

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Lookup struct {
	endpoint string
	client   *http.Client
}

type Result struct {
	Country string `json:"country"`
	Region  string `json:"region"`
}

func NewLookup(endpoint string) *Lookup {
	return &Lookup{endpoint: endpoint, client: &http.Client{Timeout: 3 * time.Second}}
}

// Country returns the ISO country code for ip, or "" when the service does not know it.
func (l *Lookup) Country(ctx context.Context, ip string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/%s", l.endpoint, ip), nil)
	if err != nil {
		return "", err
	}
	resp, err := l.client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return "", nil
	}
	var r Result
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return "", err
	}
	return r.Country, nil
}
