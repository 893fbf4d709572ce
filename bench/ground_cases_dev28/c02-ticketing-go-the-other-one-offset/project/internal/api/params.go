package api

import (
	"errors"
	"net/url"
	"strconv"
	"time"
)

const (
	defaultPageSize = 20
	maxPageSize     = 100
	dateLayout      = "2006-01-02"
)

// cst is the zone the operations team works in; all date filters are local dates.
var cst = time.FixedZone("CST", 8*3600)

var errBadDate = errors.New("date must be YYYY-MM-DD")

type listParams struct {
	Page     int
	PageSize int
	From     time.Time
	To       time.Time
	City     string
}

// parseDate turns a YYYY-MM-DD query value into the start of that day.
func parseDate(v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.ParseInLocation(dateLayout, v, cst)
	if err != nil {
		return time.Time{}, errBadDate
	}
	return t, nil
}

func parseListParams(q url.Values) (listParams, error) {
	p := listParams{Page: 1, PageSize: defaultPageSize, City: q.Get("city")}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err == nil && n > 0 {
			p.Page = n
		}
	}
	if v := q.Get("page_size"); v != "" {
		n, err := strconv.Atoi(v)
		if err == nil && n > 0 {
			p.PageSize = min(n, maxPageSize)
		}
	}
	var err error
	if p.From, err = parseDate(q.Get("from")); err != nil {
		return p, err
	}
	if p.To, err = parseDate(q.Get("to")); err != nil {
		return p, err
	}
	if !p.To.IsZero() {
		p.To = p.To.AddDate(0, 0, 1) // inclusive end date
	}
	return p, nil
}
