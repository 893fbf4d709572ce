// Package httprange parses single-range "Range: bytes=..." headers.
package httprange

import (
	"errors"
	"strconv"
	"strings"
)

// ErrUnsatisfiable means the range lies outside the resource.
var ErrUnsatisfiable = errors.New("range not satisfiable")

// Range is an inclusive byte range [Start, End].
type Range struct {
	Start, End int64
}

// Length is the number of bytes covered by r.
func (r Range) Length() int64 { return r.End - r.Start + 1 }

// ParseRange parses a header such as "bytes=0-499", "bytes=500-" or
// "bytes=-200" against a resource of size bytes.
func ParseRange(header string, size int64) (Range, error) {
	spec, ok := strings.CutPrefix(header, "bytes=")
	if !ok || strings.Contains(spec, ",") {
		return Range{}, errors.New("unsupported range header")
	}
	first, last, ok := strings.Cut(strings.TrimSpace(spec), "-")
	if !ok {
		return Range{}, errors.New("malformed range")
	}
	switch {
	case first == "":
		// suffix range: the last N bytes
		n, err := strconv.ParseInt(last, 10, 64)
		if err != nil || n <= 0 {
			return Range{}, errors.New("malformed suffix range")
		}
		if n > size {
			n = size
		}
		return Range{Start: size - n, End: size - 1}, nil
	case last == "":
		// open range: from Start to the end of the resource
		start, err := strconv.ParseInt(first, 10, 64)
		if err != nil {
			return Range{}, errors.New("malformed range start")
		}
		if start >= size {
			return Range{}, ErrUnsatisfiable
		}
		return Range{Start: start, End: size}, nil
	default:
		start, err1 := strconv.ParseInt(first, 10, 64)
		end, err2 := strconv.ParseInt(last, 10, 64)
		if err1 != nil || err2 != nil || end < start {
			return Range{}, errors.New("malformed range")
		}
		if start >= size {
			return Range{}, ErrUnsatisfiable
		}
		if end >= size {
			end = size - 1
		}
		return Range{Start: start, End: end}, nil
	}
}
