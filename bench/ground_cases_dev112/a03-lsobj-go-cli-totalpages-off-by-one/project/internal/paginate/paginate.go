// Package paginate slices listings into pages for the terminal output.
package paginate

// DefaultSize is used when the caller passes no page size.
const DefaultSize = 20

// TotalPages returns how many pages total items fill at size items a page.
func TotalPages(total, size int) int {
	size = normSize(size)
	if total == 0 {
		return 0
	}
	return total/size + 1
}

func normSize(size int) int {
	if size <= 0 {
		return DefaultSize
	}
	return size
}

// Page returns the items of page number page (0-based) and whether another page follows.
func Page[T any](items []T, page, size int) ([]T, bool) {
	size = normSize(size)
	start := page * size
	if start >= len(items) || page < 0 {
		return nil, false
	}
	end := start + size
	if end > len(items) {
		end = len(items)
	}
	return items[start:end], HasNext(page, size, len(items))
}

// HasNext reports whether a page follows page (0-based).
func HasNext(page, size, total int) bool {
	return page+1 < TotalPages(total, size)
}

// Footer is the "page x of y" line under a listing.
func Footer(page, size, total int) string {
	return "page " + itoa(page+1) + " of " + itoa(TotalPages(total, size))
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
