// Package slack is a tiny client for the few Web API methods we use.
package slack

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

const defaultBaseURL = "https://slack.com/api/"

type Client struct {
	token   string
	baseURL string
	http    *http.Client
}

func New(token string) *Client {
	return &Client{token: token, baseURL: defaultBaseURL, http: &http.Client{Timeout: 20 * time.Second}}
}

type User struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Deleted bool   `json:"deleted"`
	IsBot   bool   `json:"is_bot"`
	TZ      string `json:"tz"`
	Profile struct {
		RealName string `json:"real_name"`
		Email    string `json:"email"`
		Title    string `json:"title"`
	} `json:"profile"`
}

type responseMetadata struct {
	NextCursor string `json:"next_cursor"`
}

type usersResponse struct {
	OK               bool             `json:"ok"`
	Error            string           `json:"error"`
	Members          []User           `json:"members"`
	ResponseMetadata responseMetadata `json:"response_metadata"`
}

type membersResponse struct {
	OK               bool             `json:"ok"`
	Error            string           `json:"error"`
	Members          []string         `json:"members"`
	ResponseMetadata responseMetadata `json:"response_metadata"`
}

const maxRateLimitRetries = 5

func (c *Client) get(ctx context.Context, method string, params url.Values, out any) error {
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+method+"?"+params.Encode(), nil)
		if err != nil {
			return err
		}
		req.Header.Set("Authorization", "Bearer "+c.token)
		resp, err := c.http.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode == http.StatusTooManyRequests && attempt < maxRateLimitRetries {
			resp.Body.Close()
			wait, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
			if wait <= 0 {
				wait = 1
			}
			select {
			case <-time.After(time.Duration(wait) * time.Second):
				continue
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("unexpected status %d", resp.StatusCode)
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
}

// ListUsers returns every member of the workspace (users.list).
func (c *Client) ListUsers(ctx context.Context) ([]User, error) {
	var all []User
	cursor := ""
	for {
		params := url.Values{}
		params.Set("limit", "200")
		if cursor != "" {
			params.Set("cursor", cursor)
		}
		var resp usersResponse
		if err := c.get(ctx, "users.list", params, &resp); err != nil {
			return nil, fmt.Errorf("slack users.list: %w", err)
		}
		if !resp.OK {
			return nil, fmt.Errorf("slack users.list: %s", resp.Error)
		}
		all = append(all, resp.Members...)
		cursor = resp.ResponseMetadata.NextCursor
		if cursor == "" {
			return all, nil
		}
	}
}

// ListChannelMembers returns the user IDs in a channel (conversations.members).
func (c *Client) ListChannelMembers(ctx context.Context, channelID string) ([]string, error) {
	params := url.Values{}
	params.Set("channel", channelID)
	params.Set("limit", "200")
	var resp membersResponse
	if err := c.get(ctx, "conversations.members", params, &resp); err != nil {
		return nil, fmt.Errorf("slack conversations.members: %w", err)
	}
	if !resp.OK {
		return nil, fmt.Errorf("slack conversations.members: %s", resp.Error)
	}
	return resp.Members, nil
}
