package statuspage

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Component is one component of a status page.
type Component struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	Status      string    `json:"status"`
	Description string    `json:"description"`
	GroupID     string    `json:"group_id"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// ListComponents returns the page's components, up to limit (0 for the API default).
func (c *Client) ListComponents(ctx context.Context, pageID string, limit int) ([]Component, error) {
	path := fmt.Sprintf("pages/%s/components", url.PathEscape(pageID))
	if limit > 0 {
		path += "?per_page=" + strconv.Itoa(limit)
	}
	req, err := c.newRequest(ctx, http.MethodGet, path, nil)
	if err != nil {
		return nil, err
	}
	var out []Component
	if _, err := c.do(req, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// UpdateComponentStatus sets a component's status ("operational", "degraded_performance", ...).
func (c *Client) UpdateComponentStatus(ctx context.Context, pageID, componentID, status string) error {
	path := fmt.Sprintf("pages/%s/components/%s", url.PathEscape(pageID), url.PathEscape(componentID))
	body := map[string]any{"component": map[string]string{"status": status}}
	req, err := c.newRequest(ctx, http.MethodPatch, path, body)
	if err != nil {
		return err
	}
	_, err = c.do(req, nil)
	return err
}
