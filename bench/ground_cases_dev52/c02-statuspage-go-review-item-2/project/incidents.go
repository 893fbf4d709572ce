package statuspage

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// Incident is one incident on a status page.
type Incident struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Status     string     `json:"status"`
	Impact     string     `json:"impact"`
	Shortlink  string     `json:"shortlink"`
	CreatedAt  time.Time  `json:"created_at"`
	UpdatedAt  time.Time  `json:"updated_at"`
	ResolvedAt *time.Time `json:"resolved_at"`
}

// ListIncidentsOptions filters and pages ListIncidents. The zero value lists the first page.
type ListIncidentsOptions struct {
	Status string // "unresolved", "scheduled" or "" for all
	Limit  int
	Page   int
}

// IncidentCreate is the body of CreateIncident.
type IncidentCreate struct {
	Name   string `json:"name"`
	Status string `json:"status"`
	Body   string `json:"body,omitempty"`
	Impact string `json:"impact_override,omitempty"`
	Notify bool   `json:"deliver_notifications"`
}

// ListIncidents returns one page of the page's incidents, newest first.
func (c *Client) ListIncidents(pageID string, opts *ListIncidentsOptions) ([]Incident, error) {
	q := url.Values{}
	if opts != nil {
		if opts.Limit > 0 {
			q.Set("limit", strconv.Itoa(opts.Limit))
		}
		if opts.Page > 0 {
			q.Set("page", strconv.Itoa(opts.Page))
		}
	}
	path := fmt.Sprintf("pages/%s/incidents", url.PathEscape(pageID))
	if opts != nil && opts.Status != "" {
		path += "/" + url.PathEscape(opts.Status)
	}
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	req, err := c.newRequest(context.Background(), http.MethodGet, path, nil)
	if err != nil {
		return nil, err
	}
	var out []Incident
	if _, err := c.do(req, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// GetIncident returns one incident.
func (c *Client) GetIncident(ctx context.Context, pageID, incidentID string) (*Incident, error) {
	path := fmt.Sprintf("pages/%s/incidents/%s", url.PathEscape(pageID), url.PathEscape(incidentID))
	req, err := c.newRequest(ctx, http.MethodGet, path, nil)
	if err != nil {
		return nil, err
	}
	var out Incident
	if _, err := c.do(req, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// CreateIncident opens an incident.
func (c *Client) CreateIncident(ctx context.Context, pageID string, in *IncidentCreate) (*Incident, error) {
	path := fmt.Sprintf("pages/%s/incidents", url.PathEscape(pageID))
	req, err := c.newRequest(ctx, http.MethodPost, path, map[string]any{"incident": in})
	if err != nil {
		return nil, err
	}
	var out Incident
	if _, err := c.do(req, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ResolveIncident marks an incident resolved with a final update message.
func (c *Client) ResolveIncident(ctx context.Context, pageID, incidentID, message string) (*Incident, error) {
	path := fmt.Sprintf("pages/%s/incidents/%s", url.PathEscape(pageID), url.PathEscape(incidentID))
	body := map[string]any{"incident": map[string]any{"status": "resolved", "body": message}}
	req, err := c.newRequest(ctx, http.MethodPatch, path, body)
	if err != nil {
		return nil, err
	}
	var out Incident
	if _, err := c.do(req, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
