package crm

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Contact is one CRM contact as the v3 API returns it.
type Contact struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	FirstName string    `json:"first_name"`
	LastName  string    `json:"last_name"`
	Company   string    `json:"company"`
	UpdatedAt time.Time `json:"updated_at"`
	Archived  bool      `json:"archived"`
}

type Page struct {
	Contacts   []Contact `json:"results"`
	NextCursor string    `json:"next_cursor"`
}

type Client struct {
	base  string
	token string
	http  *http.Client
}

func NewClient(base, token string) *Client {
	return &Client{
		base:  base,
		token: token,
		http: &http.Client{
			Timeout: 5 * time.Second,
		},
	}
}

// Contacts fetches one page of contacts updated after since, starting at cursor.
func (c *Client) Contacts(ctx context.Context, since time.Time, cursor string, limit int) (*Page, error) {
	q := url.Values{}
	q.Set("limit", strconv.Itoa(limit))
	q.Set("updated_after", since.UTC().Format(time.RFC3339))
	if cursor != "" {
		q.Set("cursor", cursor)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/v3/contacts?"+q.Encode(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("crm: %s", resp.Status)
	}
	var page Page
	if err := json.NewDecoder(resp.Body).Decode(&page); err != nil {
		return nil, fmt.Errorf("crm: decode page: %w", err)
	}
	return &page, nil
}
