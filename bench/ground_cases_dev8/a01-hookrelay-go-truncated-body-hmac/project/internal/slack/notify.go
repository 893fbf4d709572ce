package slack

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

type Notifier struct {
	url    string
	client *http.Client
}

func New(url string, client *http.Client) *Notifier {
	return &Notifier{url: url, client: client}
}

// Push posts "<pusher> pushed N commits to repo@branch" with a compare link.
func (n *Notifier) Push(ctx context.Context, repo, branch, pusher string, commits int, link string) error {
	noun := "commits"
	if commits == 1 {
		noun = "commit"
	}
	text := fmt.Sprintf("*%s* pushed %d %s to `%s@%s` (<%s|compare>)", pusher, commits, noun, repo, branch, link)
	body, _ := json.Marshal(map[string]string{"text": text})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := n.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("slack: %s", resp.Status)
	}
	return nil
}
