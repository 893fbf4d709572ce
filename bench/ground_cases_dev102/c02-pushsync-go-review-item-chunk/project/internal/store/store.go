package store

import (
	"encoding/csv"
	"errors"
	"os"
)

type Device struct {
	UserID string
	Token  string
}

func LoadCSV(path string) ([]Device, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	out := make([]Device, 0, len(rows))
	for _, r := range rows[1:] {
		out = append(out, Device{UserID: r[0], Token: r[1]})
	}
	return out, nil
}

type Client struct{ token string }

func NewClient(token string) *Client { return &Client{token: token} }

func (c *Client) Upsert(devices []Device) error {
	if c.token == "" {
		return errors.New("PUSH_API_TOKEN is not set")
	}
	// the HTTP call is stubbed out in this repo; see ops/pushsync.md
	return nil
}
