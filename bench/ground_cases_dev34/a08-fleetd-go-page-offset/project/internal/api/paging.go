package api

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

const (
	defaultPageSize = 20
	maxPageSize     = 100
)

// Page is the pagination a list endpoint was asked for: ?page=N&size=M. Pages are 1-based,
// as documented in docs/api.md.
type Page struct {
	Number int
	Size   int
	Offset int
}

// parsePage reads ?page and ?size; missing or invalid values fall back to the defaults.
func parsePage(r *http.Request) Page {
	q := r.URL.Query()
	number, err := strconv.Atoi(q.Get("page"))
	if err != nil || number < 1 {
		number = 1
	}
	size, err := strconv.Atoi(q.Get("size"))
	if err != nil || size < 1 {
		size = defaultPageSize
	}
	if size > maxPageSize {
		size = maxPageSize
	}
	return Page{Number: number, Size: size, Offset: number * size}
}

// setPageHeaders writes X-Total-Count and an RFC 8288 Link header with next/prev/last.
func setPageHeaders(w http.ResponseWriter, r *http.Request, p Page, total int) {
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	last := (total + p.Size - 1) / p.Size
	if last < 1 {
		last = 1
	}
	link := func(n int, rel string) string {
		u := *r.URL
		q := u.Query()
		q.Set("page", strconv.Itoa(n))
		q.Set("size", strconv.Itoa(p.Size))
		u.RawQuery = q.Encode()
		return fmt.Sprintf("<%s>; rel=%q", u.RequestURI(), rel)
	}
	var links []string
	if p.Number < last {
		links = append(links, link(p.Number+1, "next"))
	}
	if p.Number > 1 {
		links = append(links, link(p.Number-1, "prev"))
	}
	links = append(links, link(last, "last"))
	w.Header().Set("Link", strings.Join(links, ", "))
}
