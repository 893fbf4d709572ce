package teams

import (
	"fmt"

	"github.com/tsumugi-inc/hookd/internal/webhook"
)

// Card turns an event into a Teams incoming-webhook body with one Adaptive Card.
func Card(ev webhook.Event) map[string]any {
	author, _ := ev.Data["author"].(string)
	text, _ := ev.Data["text"].(string)
	channel, _ := ev.Data["channel"].(string)
	link, _ := ev.Data["url"].(string)
	title := fmt.Sprintf("%s さんの新しいメッセージ", author)
	if ev.Type == "mention.created" {
		title = fmt.Sprintf("%s さんがあなたをメンションしました", author)
	}
	card := map[string]any{
		"$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
		"type":    "AdaptiveCard",
		"version": "1.4",
		"body": []map[string]any{
			{"type": "TextBlock", "text": title, "weight": "Bolder", "wrap": true},
			{"type": "TextBlock", "text": text, "wrap": true},
			{"type": "TextBlock", "text": "#" + channel, "isSubtle": true, "size": "Small"},
		},
	}
	if link != "" {
		card["actions"] = []map[string]any{{"type": "Action.OpenUrl", "title": "開く", "url": link}}
	}
	return map[string]any{
		"type": "message",
		"attachments": []map[string]any{
			{"contentType": "application/vnd.microsoft.card.adaptive", "content": card},
		},
	}
}
