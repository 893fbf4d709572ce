package github

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

const api = "https://api.github.com"

type Client struct {
	token string
	http  *http.Client
}

type Release struct {
	ID        int64  `json:"id"`
	UploadURL string `json:"upload_url"`
}

func New(token string) *Client {
	return &Client{token: token, http: &http.Client{Timeout: 60 * time.Second}}
}

func (c *Client) do(ctx context.Context, method, url string, body io.Reader, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, url, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("X-GitHub-Api-Version", "2022-11-28")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		msg, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("%s %s: %d %s", method, url, resp.StatusCode, bytes.TrimSpace(msg))
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

func (c *Client) CreateRelease(ctx context.Context, repo, tag string) (*Release, error) {
	body, _ := json.Marshal(map[string]any{"tag_name": tag, "name": tag, "generate_release_notes": true})
	var rel Release
	err := c.do(ctx, http.MethodPost, fmt.Sprintf("%s/repos/%s/releases", api, repo), bytes.NewReader(body), &rel)
	return &rel, err
}

func (c *Client) UploadAsset(ctx context.Context, rel *Release, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	url := fmt.Sprintf("https://uploads.github.com/repos/nordkit/shipit/releases/%d/assets?name=%s", rel.ID, filepath.Base(path))
	return c.do(ctx, http.MethodPost, url, f, nil)
}

func (c *Client) PutFile(ctx context.Context, repo, path string, content []byte, message string) error {
	var existing struct {
		SHA string `json:"sha"`
	}
	url := fmt.Sprintf("%s/repos/%s/contents/%s", api, repo, path)
	_ = c.do(ctx, http.MethodGet, url, nil, &existing)
	body, _ := json.Marshal(map[string]any{
		"message": message,
		"content": base64.StdEncoding.EncodeToString(content),
		"sha":     existing.SHA,
	})
	return c.do(ctx, http.MethodPut, url, bytes.NewReader(body), nil)
}
