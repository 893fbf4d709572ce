package statuspage

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// APIError is a non-2xx response from the API.
type APIError struct {
	StatusCode int
	Message    string
	RequestID  string
}

func (e *APIError) Error() string {
	if e.RequestID != "" {
		return fmt.Sprintf("statuspage: %d %s (request %s)", e.StatusCode, e.Message, e.RequestID)
	}
	return fmt.Sprintf("statuspage: %d %s", e.StatusCode, e.Message)
}

func newAPIError(resp *http.Response) error {
	e := &APIError{StatusCode: resp.StatusCode, RequestID: resp.Header.Get("Request-Id")}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	var payload struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(body, &payload) == nil && payload.Error != "" {
		e.Message = payload.Error
	} else {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return e
}
