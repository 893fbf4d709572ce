package webhook

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSlackPayloadHasTitle(t *testing.T) {
	b, err := buildSlackPayload(Event{Type: "comment.created", Actor: "王芳", Text: "看起来不错", URL: "https://app.example.cn/c/1"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "新评论") {
		t.Fatalf("payload %s lacks title", b)
	}
}

func TestSlackPayloadEscapesQuotes(t *testing.T) {
	b, err := buildSlackPayload(Event{Type: "comment.created", Actor: "王芳", Text: `把 "草稿" 状态去掉吧`})
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("not json: %v\n%s", err, b)
	}
}

func TestTeamsCardIsJSON(t *testing.T) {
	b, err := buildTeamsCard(Event{Type: "mention.created", Actor: "李雷", Text: "@韩梅梅 看一下"})
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("not json: %v", err)
	}
}
