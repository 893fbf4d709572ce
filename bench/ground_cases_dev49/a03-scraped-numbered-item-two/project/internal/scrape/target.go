package scrape

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/hollis-ops/scraped/internal/config"
	"github.com/hollis-ops/scraped/internal/sink"
)

var httpClient = &http.Client{}

// fetch scrapes one target's text exposition format into samples.
func fetch(ctx context.Context, t config.Target, timeout time.Duration) ([]sink.Sample, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.URL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: HTTP %d", t.Name, resp.StatusCode)
	}
	now := time.Now().UnixMilli()
	var out []sink.Sample
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, val, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		v, err := strconv.ParseFloat(strings.Fields(val)[0], 64)
		if err != nil {
			continue
		}
		out = append(out, sink.Sample{Metric: name, Labels: t.Labels, Value: v, TimestampMs: now})
	}
	return out, sc.Err()
}
