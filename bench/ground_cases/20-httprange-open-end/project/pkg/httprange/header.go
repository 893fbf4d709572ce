package httprange

import "fmt"

// ContentRange formats the Content-Range response header for r.
func ContentRange(r Range, size int64) string {
	return fmt.Sprintf("bytes %d-%d/%d", r.Start, r.End, size)
}

// UnsatisfiedContentRange is sent with 416 responses.
func UnsatisfiedContentRange(size int64) string {
	return fmt.Sprintf("bytes */%d", size)
}
