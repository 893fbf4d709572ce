package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/acme/kctl/internal/buildinfo"
)

type Client struct {
	base    string
	token   string
	verbose bool
	http    *http.Client
}

func New(base, token string, verbose bool) *Client {
	return &Client{base: base, token: token, verbose: verbose, http: &http.Client{Timeout: 15 * time.Second}}
}

func (c *Client) do(ctx context.Context, method, path string, body, out any) error {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "kctl/"+buildinfo.Version)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %s", method, path, resp.Status)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (c *Client) StartDeploy(ctx context.Context, env, service, tag string) (string, error) {
	var res struct {
		ID string `json:"id"`
	}
	err := c.do(ctx, http.MethodPost, "/v1/deploys", map[string]string{"env": env, "service": service, "tag": tag}, &res)
	return res.ID, err
}

func (c *Client) WaitDeploy(ctx context.Context, id string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		var st struct {
			State string `json:"state"`
		}
		if err := c.do(ctx, http.MethodGet, "/v1/deploys/"+id, nil, &st); err != nil {
			return err
		}
		switch st.State {
		case "succeeded":
			return nil
		case "failed", "rolled_back":
			return fmt.Errorf("deploy %s %s", id, st.State)
		}
		time.Sleep(3 * time.Second)
	}
	return fmt.Errorf("deploy %s: timed out after %s", id, timeout)
}
