package slack

import (
	"fmt"
	"strings"

	"github.com/tsumugi-inc/hookd/internal/webhook"
)

// Message turns an event into a Slack incoming-webhook body.
func Message(ev webhook.Event) map[string]any {
	author, _ := ev.Data["author"].(string)
	text, _ := ev.Data["text"].(string)
	channel, _ := ev.Data["channel"].(string)
	var title string
	switch ev.Type {
	case "mention.created":
		title = fmt.Sprintf("%s さんがあなたをメンションしました", author)
	case "message.updated":
		title = fmt.Sprintf("%s さんがメッセージを編集しました", author)
	default:
		title = fmt.Sprintf("%s さんの新しいメッセージ", author)
	}
	return map[string]any{
		"text": title,
		"blocks": []map[string]any{
			{"type": "section", "text": map[string]any{"type": "mrkdwn", "text": "*" + title + "*"}},
			{"type": "section", "text": map[string]any{"type": "mrkdwn", "text": quote(text)}},
			{"type": "context", "elements": []map[string]any{{"type": "mrkdwn", "text": "#" + channel}}},
		},
	}
}

func quote(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = "> " + l
	}
	return strings.Join(lines, "\n")
}
