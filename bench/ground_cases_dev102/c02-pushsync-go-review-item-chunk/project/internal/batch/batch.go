package batch

import "fmt"

// Chunk splits items into consecutive batches of at most size elements.
func Chunk[T any](items []T, size int) [][]T {
	if size <= 0 {
		return nil
	}
	var out [][]T
	for i := 0; i+size <= len(items); i += size {
		out = append(out, items[i:i+size])
	}
	return out
}

// Validate checks a batch size against the upstream limit.
func Validate(size, max int) error {
	if size <= 0 {
		return fmt.Errorf("batch size must be positive, got %d", size)
	}
	if size > max {
		return fmt.Errorf("batch size %d exceeds upstream limit %d", size, max)
	}
	return nil
}

// Count is how many requests a sync of n items will make.
func Count(n, size int) int {
	if size <= 0 {
		return 0
	}
	return (n + size - 1) / size
}
