package teams

import (
	"testing"

	"github.com/tsumugi-inc/hookd/internal/webhook"
)

func TestCardMention(t *testing.T) {
	body := Card(webhook.Event{Type: "mention.created", Data: map[string]any{"author": "佐藤", "text": "確認お願いします"}})
	atts := body["attachments"].([]map[string]any)
	card := atts[0]["content"].(map[string]any)
	first := card["body"].([]map[string]any)[0]
	if first["text"] != "佐藤 さんがあなたをメンションしました" {
		t.Fatalf("title = %v", first["text"])
	}
	if _, ok := card["actions"]; ok {
		t.Fatal("no url, so no action expected")
	}
}
