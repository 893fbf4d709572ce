package orders

// DefaultPageSize and MaxPageSize bound the size query parameter.
const (
	DefaultPageSize = 20
	MaxPageSize     = 100
)

// PageBounds turns a 1-based page and a page size into slice bounds for a
// list of total items. Out-of-range pages give an empty window at the end.
func PageBounds(total, page, size int) (start, end int) {
	if page < 1 {
		page = 1
	}
	if size <= 0 {
		size = DefaultPageSize
	}
	if size > MaxPageSize {
		size = MaxPageSize
	}
	start = (page - 1) * size
	if start > total {
		start = total
	}
	end = start + size
	if end >= total {
		end = total - 1
	}
	if end < start {
		end = start
	}
	return start, end
}

// ClampSize applies the same default and upper bound as PageBounds.
func ClampSize(size int) int {
	if size <= 0 {
		return DefaultPageSize
	}
	if size > MaxPageSize {
		return MaxPageSize
	}
	return size
}
