package pagerline

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Incident is an open or resolved incident.
type Incident struct {
	ID         string     `json:"id"`
	Title      string     `json:"title"`
	Status     string     `json:"status"`
	Urgency    string     `json:"urgency"`
	ServiceID  string     `json:"service_id"`
	CreatedAt  time.Time  `json:"created_at"`
	ResolvedAt *time.Time `json:"resolved_at,omitempty"`
}

// IncidentsService groups the /incidents endpoints.
type IncidentsService struct {
	client *Client
}

// ListIncidentsOptions filters List. Zero fields are not sent.
type ListIncidentsOptions struct {
	Status []string
	Since  time.Time
	Cursor string
	Limit  int
}

func (o *ListIncidentsOptions) query() url.Values {
	q := url.Values{}
	if len(o.Status) > 0 {
		q.Set("status", strings.Join(o.Status, ","))
	}
	if !o.Since.IsZero() {
		q.Set("since", o.Since.UTC().Format(time.RFC3339))
	}
	if o.Cursor != "" {
		q.Set("cursor", o.Cursor)
	}
	if o.Limit > 0 {
		q.Set("limit", strconv.Itoa(o.Limit))
	}
	return q
}

type incidentList struct {
	Incidents []Incident `json:"incidents"`
}

// List returns one page of incidents; pass resp.NextCursor to get the next.
func (s *IncidentsService) List(ctx context.Context, opts *ListIncidentsOptions) ([]Incident, *Response, error) {
	path := "incidents"
	if opts != nil {
		path += "?" + opts.query().Encode()
	}
	req, err := s.client.NewRequest(ctx, http.MethodGet, path, nil)
	if err != nil {
		return nil, nil, err
	}
	var list incidentList
	resp, err := s.client.do(req, &list)
	if err != nil {
		return nil, resp, err
	}
	return list.Incidents, resp, nil
}

// Get returns one incident by id.
func (s *IncidentsService) Get(ctx context.Context, id string) (*Incident, *Response, error) {
	req, err := s.client.NewRequest(ctx, http.MethodGet, "incidents/"+url.PathEscape(id), nil)
	if err != nil {
		return nil, nil, err
	}
	inc := new(Incident)
	resp, err := s.client.do(req, inc)
	if err != nil {
		return nil, resp, err
	}
	return inc, resp, nil
}

// Acknowledge marks an incident as acknowledged by the token's user.
func (s *IncidentsService) Acknowledge(ctx context.Context, id string) (*Response, error) {
	req, err := s.client.NewRequest(ctx, http.MethodPost, "incidents/"+url.PathEscape(id)+"/acknowledge", nil)
	if err != nil {
		return nil, err
	}
	return s.client.do(req, nil)
}

// Resolve closes an incident with an optional note.
func (s *IncidentsService) Resolve(ctx context.Context, id, note string) (*Response, error) {
	body := map[string]string{"note": note}
	req, err := s.client.NewRequest(ctx, http.MethodPost, "incidents/"+url.PathEscape(id)+"/resolve", body)
	if err != nil {
		return nil, err
	}
	return s.client.do(req, nil)
}
