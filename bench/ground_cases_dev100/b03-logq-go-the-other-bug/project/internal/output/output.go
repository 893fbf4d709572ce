package output

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hiro-n/logq/internal/logline"
)

const (
	reset  = "\x1b[0m"
	red    = "\x1b[31m"
	yellow = "\x1b[33m"
	gray   = "\x1b[90m"
)

type Text struct {
	w     io.Writer
	color bool
}

func NewText(w io.Writer, color bool) *Text {
	return &Text{w: w, color: color}
}

func (t *Text) Write(e logline.Entry) error {
	level := fmt.Sprintf("%-5s", e.Level)
	if t.color {
		level = colorFor(e.Level) + level + reset
	}
	_, err := fmt.Fprintf(t.w, "%s %s %s%s\n", e.Time.Format("01-02 15:04:05"), level, e.Message, fields(e.Fields))
	return err
}

// Writer is what main writes entries to.
type Writer interface {
	Write(e logline.Entry) error
}

// JSON writes one entry per line (JSON Lines).
type JSON struct {
	enc *json.Encoder
}

func NewJSON(w io.Writer) *JSON {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return &JSON{enc: enc}
}

func (j *JSON) Write(e logline.Entry) error {
	return j.enc.Encode(e)
}

func colorFor(level string) string {
	switch strings.ToUpper(level) {
	case "ERROR":
		return red
	case "WARN":
		return yellow
	case "DEBUG":
		return gray
	}
	return ""
}

func fields(m map[string]string) string {
	if len(m) == 0 {
		return ""
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%s", k, m[k])
	}
	return b.String()
}
