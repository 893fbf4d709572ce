package pagerline

import (
	"errors"
	"fmt"
	"net/http"
)

// Error is a non-2xx answer from the API.
type Error struct {
	StatusCode int
	Code       string
	Message    string
	RequestID  string
}

func (e *Error) Error() string {
	if e.Code == "" {
		return fmt.Sprintf("pagerline: HTTP %d (request %s)", e.StatusCode, e.RequestID)
	}
	return fmt.Sprintf("pagerline: %s: %s (HTTP %d, request %s)", e.Code, e.Message, e.StatusCode, e.RequestID)
}

// IsNotFound reports whether err is a 404 from the API.
func IsNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.StatusCode == http.StatusNotFound
}

// IsRateLimited reports whether err is a 429 that outlasted the client's retries.
func IsRateLimited(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.StatusCode == http.StatusTooManyRequests
}

// errorEnvelope is the JSON body of an API error: {"error": {"code": ..., "message": ...}}.
type errorEnvelope struct {
	Error *errorBody `json:"error"`
}

type errorBody struct {
	Code    string   `json:"code"`
	Message string   `json:"message"`
	Details []string `json:"details,omitempty"`
}
