package probe

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"example.com/pingmon/internal/store"
)

// Prober checks "tcp://host:port" targets by dialing and anything else by HTTP GET.
type Prober struct {
	client *http.Client
	dialer *net.Dialer
}

func New(timeout time.Duration) *Prober {
	return &Prober{
		client: &http.Client{Timeout: timeout},
		dialer: &net.Dialer{Timeout: timeout},
	}
}

// Check probes target once.
func (p *Prober) Check(ctx context.Context, target string) store.Result {
	start := time.Now()
	res := store.Result{Target: target, At: start}
	var err error
	if strings.HasPrefix(target, "tcp://") {
		var c net.Conn
		c, err = p.dialer.DialContext(ctx, "tcp", strings.TrimPrefix(target, "tcp://"))
		if err == nil {
			c.Close()
		}
	} else {
		err = p.httpGet(ctx, target)
	}
	res.Latency = time.Since(start)
	res.OK = err == nil
	if err != nil {
		res.Err = err.Error()
	}
	return res
}

func (p *Prober) httpGet(ctx context.Context, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	return nil
}

// Loop probes every target each interval until ctx is done.
func Loop(ctx context.Context, p *Prober, st *store.Store, targets []string, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		for _, target := range targets {
			go func(target string) {
				st.Record(p.Check(ctx, target))
			}(target)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
