package webhook

import (
	"encoding/json"
	"fmt"
	"strings"
)

type slackText struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type slackBlock struct {
	Type string    `json:"type"`
	Text slackText `json:"text"`
}

type slackMessage struct {
	Text   string       `json:"text"`
	Blocks []slackBlock `json:"blocks"`
}

var titles = map[string]string{
	"comment.created":  "新评论",
	"mention.created":  "有人 @ 了你",
	"report.resolved":  "举报已处理",
	"message.flagged":  "消息被标记为待审核",
}

func title(ev Event) string {
	if t, ok := titles[ev.Type]; ok {
		return t
	}
	return ev.Type
}

// buildSlackPayload renders an event as a Slack incoming-webhook message.
func buildSlackPayload(ev Event) ([]byte, error) {
	text := strings.TrimSpace(ev.Text)
	if len(text) > 2900 {
		text = text[:2900] + "…"
	}
	body := fmt.Sprintf("*%s* · %s\n%s", title(ev), ev.Actor, text)
	if ev.URL != "" {
		body += fmt.Sprintf("\n<%s|查看>", ev.URL)
	}
	return json.Marshal(slackMessage{
		Text:   title(ev),
		Blocks: []slackBlock{{Type: "section", Text: slackText{Type: "mrkdwn", Text: body}}},
	})
}
