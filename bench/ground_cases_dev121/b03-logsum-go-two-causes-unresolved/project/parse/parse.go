// Package parse reads nginx "combined" access log lines.
package parse

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// Entry is one request.
type Entry struct {
	Addr   string
	Time   time.Time
	Method string
	Path   string
	Status int
	Bytes  int
}

var ErrMalformed = errors.New("malformed log line")

const timeLayout = "02/Jan/2006:15:04:05 -0700"

// Line parses
//   1.2.3.4 - - [10/Nov/2025:13:55:36 +0900] "GET /a HTTP/1.1" 200 512 "-" "curl/8.4"
func Line(s string) (Entry, error) {
	f := strings.Fields(s)
	if len(f) < 10 {
		return Entry{}, ErrMalformed
	}
	ts, err := time.Parse(timeLayout, strings.Trim(f[3]+" "+f[4], "[]"))
	if err != nil {
		return Entry{}, ErrMalformed
	}
	status, err := strconv.Atoi(f[8])
	if err != nil {
		return Entry{}, ErrMalformed
	}
	size, _ := strconv.Atoi(f[9])
	return Entry{
		Addr:   f[0],
		Time:   ts,
		Method: strings.TrimPrefix(f[5], "\""),
		Path:   f[6],
		Status: status,
		Bytes:  size,
	}, nil
}
