package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

var indexClient = &http.Client{Timeout: 3 * time.Second}

func queryIndex(ctx context.Context, indexURL, q string, limit int) ([]hit, error) {
	u := fmt.Sprintf("%s/docs/_search?q=%s&size=%d", indexURL, url.QueryEscape(q), limit)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := indexClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("index: %s", resp.Status)
	}
	var body struct {
		Hits struct {
			Hits []struct {
				ID     string  `json:"_id"`
				Score  float64 `json:"_score"`
				Source struct {
					Title string `json:"title"`
				} `json:"_source"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return nil, err
	}
	out := make([]hit, 0, len(body.Hits.Hits))
	for _, h := range body.Hits.Hits {
		out = append(out, hit{ID: h.ID, Title: h.Source.Title, Score: h.Score})
	}
	return out, nil
}
