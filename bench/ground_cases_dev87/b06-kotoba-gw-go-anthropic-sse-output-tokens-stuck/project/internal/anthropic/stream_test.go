package anthropic

import (
	"strings"
	"testing"
)

const sample = `event: message_start
data: {"type":"message_start","message":{"id":"msg_01","model":"claude-sonnet-4-5","usage":{"input_tokens":25,"output_tokens":1}}}

event: content_block_start
data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

event: content_block_delta
data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"こんに"}}

event: content_block_delta
data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"ちは"}}

event: message_stop
data: {"type":"message_stop"}
`

func TestCollectText(t *testing.T) {
	var got []string
	res, err := Collect(strings.NewReader(sample), func(s string) { got = append(got, s) })
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != "こんにちは" {
		t.Fatalf("text = %q", res.Text)
	}
	if len(got) != 2 {
		t.Fatalf("deltas = %d", len(got))
	}
	if res.Model != "claude-sonnet-4-5" || res.Usage.InputTokens != 25 {
		t.Fatalf("meta = %+v", res)
	}
}
