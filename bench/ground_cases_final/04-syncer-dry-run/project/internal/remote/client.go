package remote

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

// Client uploads objects with plain PUT requests.
type Client struct {
	endpoint string
	bucket   string
	http     *http.Client
}

func NewClient(endpoint, bucket string) *Client {
	return &Client{endpoint: strings.TrimRight(endpoint, "/"), bucket: bucket, http: &http.Client{Timeout: 60 * time.Second}}
}

// Put uploads the local file at localPath as key.
func (c *Client) Put(ctx context.Context, key, localPath string) error {
	f, err := os.Open(localPath)
	if err != nil {
		return err
	}
	defer f.Close()
	url := fmt.Sprintf("%s/%s/%s", c.endpoint, c.bucket, key)
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, url, f)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("put %s: %s", key, resp.Status)
	}
	return nil
}
