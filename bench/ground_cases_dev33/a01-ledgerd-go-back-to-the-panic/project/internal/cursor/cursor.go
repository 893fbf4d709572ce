// Package cursor encodes keyset-pagination positions for list endpoints.
package cursor

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ErrBadCursor is returned for a cursor that cannot be decoded.
var ErrBadCursor = errors.New("cursor: malformed")

// Cursor marks a position in a list ordered by (CreatedAt DESC, ID DESC).
type Cursor struct {
	CreatedAt time.Time
	ID        int64
}

// Encode returns the opaque, URL-safe form of c.
func Encode(c Cursor) string {
	raw := fmt.Sprintf("%s|%d", c.CreatedAt.UTC().Format(time.RFC3339Nano), c.ID)
	return base64.URLEncoding.EncodeToString([]byte(raw))
}

// Decode parses a cursor made by Encode; "" is the start of the list.
func Decode(s string) (Cursor, error) {
	if s == "" {
		return Cursor{}, nil
	}
	raw, err := base64.URLEncoding.DecodeString(s)
	if err != nil {
		return Cursor{}, fmt.Errorf("%w: %v", ErrBadCursor, err)
	}
	parts := strings.SplitN(string(raw), "|", 2)
	ts, err := time.Parse(time.RFC3339Nano, parts[0])
	if err != nil {
		return Cursor{}, fmt.Errorf("%w: %v", ErrBadCursor, err)
	}
	id, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return Cursor{}, fmt.Errorf("%w: %v", ErrBadCursor, err)
	}
	return Cursor{CreatedAt: ts, ID: id}, nil
}

// IsZero reports whether c is the start of the list.
func (c Cursor) IsZero() bool {
	return c.ID == 0 && c.CreatedAt.IsZero()
}
