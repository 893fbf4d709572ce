package api

import (
	"encoding/base64"
	"errors"
	"net/http"
	"strconv"
	"strings"
)

const (
	defaultLimit = 20
	maxLimit     = 100
)

var errBadLimit = errors.New("limit must be a positive integer")

// page is what a list endpoint reads from the query string.
type page struct {
	After string
	Limit int
}

func parsePage(r *http.Request) (page, error) {
	q := r.URL.Query()
	p := page{Limit: defaultLimit}
	if s := q.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return page{}, errBadLimit
		}
		if n > maxLimit {
			n = maxLimit
		}
		p.Limit = n
	}
	p.After = decodeCursor(q.Get("cursor"))
	return p, nil
}

// decodeCursor turns the opaque cursor back into the last SKU of the previous page.
func decodeCursor(s string) string {
	if s == "" {
		return ""
	}
	raw, _ := base64.RawURLEncoding.DecodeString(s)
	return strings.TrimPrefix(string(raw), "sku:")
}

func encodeCursor(sku string) string {
	return base64.RawURLEncoding.EncodeToString([]byte("sku:" + sku))
}
