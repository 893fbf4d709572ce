package api

import (
	"encoding/base64"
	"errors"
	"strconv"
	"time"
)

var errBadCursor = errors.New("bad cursor")

// encodeCursor turns the created_at of the last post on a page into an opaque token.
func encodeCursor(t time.Time) string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(t.UnixMicro(), 10)))
}

func decodeCursor(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return time.Time{}, errBadCursor
	}
	us, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		return time.Time{}, errBadCursor
	}
	return time.UnixMicro(us), nil
}
