package store

// DefaultPageSize is used when the client does not ask for a size.
const DefaultPageSize = 20

// MaxPageSize caps what a client may ask for.
const MaxPageSize = 100

// Page is one slice of a listing plus what the client needs to ask for the next one.
type Page[T any] struct {
	Items    []T  `json:"items"`
	Page     int  `json:"page"`
	PageSize int  `json:"page_size"`
	Total    int  `json:"total"`
	HasMore  bool `json:"has_more"`
}

// Paginate cuts items into pages of size (clamped to 1..MaxPageSize); page is 1-based.
func Paginate[T any](items []T, page, size int) Page[T] {
	if page < 1 {
		page = 1
	}
	if size < 1 {
		size = DefaultPageSize
	}
	size = min(size, MaxPageSize)
	start := min((page-1)*size, len(items))
	end := min(start+size, len(items)-1)
	if end < start {
		end = start
	}
	return Page[T]{
		Items:    items[start:end],
		Page:     page,
		PageSize: size,
		Total:    len(items),
		HasMore:  end < len(items),
	}
}
