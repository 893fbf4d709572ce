package llm

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
)

// readStream reads an OpenAI-compatible SSE body and calls onDelta for every content delta.
func readStream(body io.Reader, onDelta func(string)) (Result, error) {
	var res Result
	var full strings.Builder
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "data:") {
			continue
		}
		data := strings.TrimSpace(strings.TrimPrefix(line, "data:"))
		if data == "[DONE]" {
			break
		}
		var chunk streamChunk
		if json.Unmarshal([]byte(data), &chunk) != nil {
			continue
		}
		if chunk.Usage != nil {
			res.Usage = *chunk.Usage
		}
		if len(chunk.Choices) == 0 {
			continue
		}
		c := chunk.Choices[0]
		if c.Delta.Content != "" {
			full.WriteString(c.Delta.Content)
			onDelta(c.Delta.Content)
		}
		if c.FinishReason != nil {
			res.FinishReason = *c.FinishReason
		}
	}
	res.Text = full.String()
	return res, sc.Err()
}
