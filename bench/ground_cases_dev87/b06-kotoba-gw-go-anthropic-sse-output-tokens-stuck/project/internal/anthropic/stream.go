package anthropic

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

type Usage struct {
	InputTokens              int `json:"input_tokens"`
	OutputTokens             int `json:"output_tokens"`
	CacheReadInputTokens     int `json:"cache_read_input_tokens"`
	CacheCreationInputTokens int `json:"cache_creation_input_tokens"`
}

type Result struct {
	Text       string
	Model      string
	StopReason string
	Usage      Usage
}

type event struct {
	Type    string          `json:"type"`
	Message json.RawMessage `json:"message"`
	Delta   json.RawMessage `json:"delta"`
	Usage   *Usage          `json:"usage"`
	Error   *struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	} `json:"error"`
}

// Collect reads an SSE stream from the Messages API, calls onText for every
// text delta and returns the assembled result.
func Collect(body io.Reader, onText func(string)) (Result, error) {
	var res Result
	var text strings.Builder

	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data: ") {
			continue
		}
		var ev event
		if err := json.Unmarshal([]byte(line[len("data: "):]), &ev); err != nil {
			return res, fmt.Errorf("anthropic: bad event: %w", err)
		}
		switch ev.Type {
		case "message_start":
			var m struct {
				Model string `json:"model"`
				Usage Usage  `json:"usage"`
			}
			if err := json.Unmarshal(ev.Message, &m); err == nil {
				res.Model = m.Model
				res.Usage = m.Usage
			}
		case "content_block_delta":
			var d struct {
				Type string `json:"type"`
				Text string `json:"text"`
			}
			if err := json.Unmarshal(ev.Delta, &d); err == nil && d.Type == "text_delta" {
				text.WriteString(d.Text)
				if onText != nil {
					onText(d.Text)
				}
			}
		case "message_stop":
			if ev.Usage != nil {
				res.Usage.OutputTokens = ev.Usage.OutputTokens
			}
			var d struct {
				StopReason string `json:"stop_reason"`
			}
			if err := json.Unmarshal(ev.Delta, &d); err == nil {
				res.StopReason = d.StopReason
			}
		case "error":
			if ev.Error != nil {
				return res, fmt.Errorf("anthropic: %s: %s", ev.Error.Type, ev.Error.Message)
			}
		}
	}
	res.Text = text.String()
	return res, sc.Err()
}
