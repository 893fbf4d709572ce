package parse

import (
	"errors"
	"regexp"
	"strconv"
	"time"
)

var ErrFormat = errors.New("parse: line does not match the access log format")

type Event struct {
	IP     string
	When   time.Time
	Method string
	Path   string
	Status int
	Bytes  int
}

const layout = "02/Jan/2006:15:04:05 -0700"

var lineRE = regexp.MustCompile(`^(\S+) \S+ \S+ \[([^\]]+)\] "(\S+) (\S+) [^"]*" (\d{3}) (\d+|-)`)

// ParseLine reads one line of the combined access log format.
func ParseLine(line string) (Event, error) {
	m := lineRE.FindStringSubmatch(line)
	if m == nil {
		return Event{}, ErrFormat
	}
	when, err := time.Parse(layout, m[2])
	if err != nil {
		return Event{}, err
	}
	status, _ := strconv.Atoi(m[5])
	size := 0
	if m[6] != "-" {
		size, _ = strconv.Atoi(m[6])
	}
	return Event{IP: m[1], When: when, Method: m[3], Path: m[4], Status: status, Bytes: size}, nil
}
