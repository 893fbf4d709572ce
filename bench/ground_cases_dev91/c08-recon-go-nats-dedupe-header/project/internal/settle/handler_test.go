package settle

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/nats-io/nats.go"
)

type memStore struct {
	seen    map[string]bool
	inserts int
}

func (m *memStore) Seen(_ context.Context, id string) (bool, error) { return m.seen[id], nil }
func (m *memStore) Insert(_ context.Context, id string, _ Event) error {
	m.seen[id] = true
	m.inserts++
	return nil
}

func msg(id, body string) *nats.Msg {
	m := nats.NewMsg("settlement.events")
	m.Header.Set(nats.MsgIdHdr, id)
	m.Data = []byte(body)
	return m
}

func TestHandleSettlement_Duplicate(t *testing.T) {
	st := &memStore{seen: map[string]bool{}}
	h := NewHandler(st, slog.New(slog.NewTextHandler(io.Discard, nil)))
	// same publish retried by the producer: same Nats-Msg-Id, new settlement_id
	_ = h.Handle(context.Background(), msg("pub-1", `{"settlement_id":"s-1","amount_cent":100}`))
	_ = h.Handle(context.Background(), msg("pub-1", `{"settlement_id":"s-1b","amount_cent":100}`))
	if st.inserts != 1 {
		t.Fatalf("expected 1 insert, got %d", st.inserts)
	}
}
