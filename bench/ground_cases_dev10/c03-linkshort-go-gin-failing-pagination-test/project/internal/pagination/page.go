// Package pagination turns page/size query parameters into offsets and page counts.
package pagination

import "strconv"

const (
	DefaultSize = 20
	MaxSize     = 100
)

// Page is what list endpoints return next to their items.
type Page struct {
	Page       int `json:"page"`
	Size       int `json:"size"`
	Total      int `json:"total"`
	TotalPages int `json:"total_pages"`
}

// Parse reads page and size from query strings, falling back to defaults for
// missing or invalid values and clamping size to MaxSize.
func Parse(pageStr, sizeStr string) (page, size int) {
	page, err := strconv.Atoi(pageStr)
	if err != nil || page < 1 {
		page = 1
	}
	size, err = strconv.Atoi(sizeStr)
	if err != nil || size < 1 {
		size = DefaultSize
	}
	if size > MaxSize {
		size = MaxSize
	}
	return page, size
}

// Offset is the number of rows to skip to reach page.
func Offset(page, size int) int {
	return (page - 1) * size
}

// Calc fills in a Page for a result set of total rows.
func Calc(page, size, total int) Page {
	return Page{
		Page:       page,
		Size:       size,
		Total:      total,
		TotalPages: total / size,
	}
}
