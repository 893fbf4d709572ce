package ship

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"time"

	"go.uber.org/zap"

	"github.com/acme/logship/internal/batch"
)

var client = &http.Client{Timeout: 10 * time.Second}

// Send posts every batch from in to the collector until ctx is done.
func Send(ctx context.Context, collector string, in <-chan batch.Batch, log *zap.Logger) {
	for {
		select {
		case <-ctx.Done():
			return
		case bt := <-in:
			if err := post(ctx, collector, bt); err != nil {
				log.Warn("ship failed", zap.String("stream", bt.Stream), zap.Error(err))
			}
		}
	}
}

func post(ctx context.Context, collector string, bt batch.Batch) error {
	body := bytes.Join(bt.Lines, []byte("\n"))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, collector+"/v1/streams/"+bt.Stream, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "text/plain")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("collector answered %s", resp.Status)
	}
	return nil
}
