package worker

import (
	"context"
	"encoding/json"
	"log"
	"sync"
	"time"

	"github.com/kuaidi100x/notify-hub/internal/sms"
	"github.com/kuaidi100x/notify-hub/internal/store"
	"github.com/kuaidi100x/notify-hub/internal/webhook"
)

type Dispatcher struct {
	outbox   *store.Outbox
	sender   *webhook.Sender
	sms      *sms.Client
	workers  int
	interval time.Duration
}

func NewDispatcher(o *store.Outbox, s *webhook.Sender, c *sms.Client, workers int, interval time.Duration) *Dispatcher {
	return &Dispatcher{outbox: o, sender: s, sms: c, workers: workers, interval: interval}
}

func (d *Dispatcher) Run(ctx context.Context) {
	ticker := time.NewTicker(d.interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			d.tick(ctx)
		}
	}
}

func (d *Dispatcher) tick(ctx context.Context) {
	msgs, err := d.outbox.Pending(ctx, d.workers*10)
	if err != nil {
		log.Printf("dispatcher: load outbox: %v", err)
		return
	}
	jobs := make(chan store.Message)
	var wg sync.WaitGroup
	for i := 0; i < d.workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				d.deliver(ctx, m)
			}
		}()
	}
	for _, m := range msgs {
		jobs <- m
	}
	close(jobs)
	wg.Wait()
}

func (d *Dispatcher) deliver(ctx context.Context, m store.Message) {
	var err error
	switch m.Channel {
	case "webhook":
		err = d.sender.Send(ctx, m.Target, webhook.Event{ID: m.EventID, Type: m.Kind, Payload: json.RawMessage(m.Body)})
	case "sms":
		var params map[string]string
		_ = json.Unmarshal(m.Body, &params)
		err = d.sms.Send(ctx, m.Target, m.Kind, params)
	}
	if err != nil {
		log.Printf("dispatcher: deliver %s to %s: %v", m.EventID, m.Target, err)
		d.outbox.MarkFailed(ctx, m.ID, err.Error())
		return
	}
	d.outbox.MarkSent(ctx, m.ID)
}
