// Package pager turns page/size query parameters into LIMIT/OFFSET.
package pager

const (
	DefaultSize = 20
	MaxSize     = 100
)

// Page is a 1-based page request.
type Page struct {
	Number int
	Size   int
}

// New clamps the requested page and size to sane values.
func New(number, size int) Page {
	if number < 1 {
		number = 1
	}
	if size < 1 {
		size = DefaultSize
	}
	if size > MaxSize {
		size = MaxSize
	}
	return Page{Number: number, Size: size}
}

// Limit is the SQL LIMIT for the page.
func (p Page) Limit() int {
	return p.Size
}

// Offset is the SQL OFFSET for the page.
func (p Page) Offset() int {
	return p.Number * p.Size
}

// TotalPages returns how many pages hold total rows.
func (p Page) TotalPages(total int) int {
	if total == 0 {
		return 1
	}
	return (total + p.Size - 1) / p.Size
}
