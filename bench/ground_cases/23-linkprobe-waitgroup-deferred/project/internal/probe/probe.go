package probe

import (
	"net/http"
	"time"
)

type Result struct {
	URL      string
	Status   int
	Redirect string
	Elapsed  time.Duration
	Err      string
}

type Prober struct {
	Client *http.Client
}

func New(timeout time.Duration) *Prober {
	return &Prober{Client: &http.Client{
		Timeout: timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}}
}

// Check issues a HEAD request (falling back to GET when HEAD is refused).
func (p *Prober) Check(url string) Result {
	start := time.Now()
	resp, err := p.Client.Head(url)
	if err == nil && resp.StatusCode == http.StatusMethodNotAllowed {
		resp, err = p.Client.Get(url)
	}
	r := Result{URL: url, Elapsed: time.Since(start)}
	if err != nil {
		r.Err = err.Error()
		return r
	}
	r.Status = resp.StatusCode
	r.Redirect = resp.Header.Get("Location")
	return r
}
