// Package pagination parses ?page=&per_page= query parameters.
package pagination

import (
	"errors"
	"net/url"
	"strconv"
)

const (
	DefaultPerPage = 20
	MaxPerPage     = 100
)

var ErrInvalidParam = errors.New("pagination: invalid page or per_page")

// Page is a parsed page request. Number starts at 1.
type Page struct {
	Number  int
	PerPage int
}

// Offset is the number of rows to skip before this page.
func (p Page) Offset() int {
	return p.Number * p.PerPage
}

// Parse reads page and per_page from q. Missing values fall back to the
// defaults; per_page is capped at MaxPerPage.
func Parse(q url.Values) (Page, error) {
	p := Page{Number: 1, PerPage: DefaultPerPage}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return Page{}, ErrInvalidParam
		}
		p.Number = n
	}
	if v := q.Get("per_page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return Page{}, ErrInvalidParam
		}
		p.PerPage = min(n, MaxPerPage)
	}
	return p, nil
}

// TotalPages is the number of pages needed for total rows (at least 1).
func TotalPages(total, perPage int) int {
	if total <= 0 {
		return 1
	}
	return (total + perPage - 1) / perPage
}
