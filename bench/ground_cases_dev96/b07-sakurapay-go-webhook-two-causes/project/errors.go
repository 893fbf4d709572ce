package sakurapay

import (
	"encoding/json"
	"fmt"
	"net/http"
)

// APIError is an error response from the API.
type APIError struct {
	StatusCode int    `json:"-"`
	Type       string `json:"type"`
	Code       string `json:"code"`
	Message    string `json:"message"`
	RequestID  string `json:"-"`
}

func (e *APIError) Error() string {
	if e.Code != "" {
		return fmt.Sprintf("sakurapay: %d %s (%s): %s", e.StatusCode, e.Type, e.Code, e.Message)
	}
	return fmt.Sprintf("sakurapay: %d %s: %s", e.StatusCode, e.Type, e.Message)
}

// Temporary reports whether retrying the same request may succeed.
func (e *APIError) Temporary() bool {
	return e.StatusCode == http.StatusTooManyRequests || e.StatusCode >= 500
}

func decodeError(resp *http.Response) error {
	var body struct {
		Error APIError `json:"error"`
	}
	apiErr := &body.Error
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil || apiErr.Type == "" {
		apiErr.Type = "api_error"
		apiErr.Message = http.StatusText(resp.StatusCode)
	}
	apiErr.StatusCode = resp.StatusCode
	apiErr.RequestID = resp.Header.Get("Request-Id")
	return apiErr
}
