package filter

import (
	"strings"
	"time"

	"github.com/hrk-tools/logtail/internal/reader"
)

var levelRank = map[string]int{
	"debug": 0,
	"info":  1,
	"warn":  2,
	"error": 3,
}

// Filter はログ1行を表示するかどうかを決める.
type Filter struct {
	Since    time.Time
	Level    string
	Contains string
}

// Match は e を表示するなら true を返す.
func (f Filter) Match(e reader.Entry) bool {
	if !f.Since.IsZero() && e.Time.After(f.Since) {
		return false
	}
	if f.Level != "" {
		want, ok := levelRank[strings.ToLower(f.Level)]
		if ok && levelRank[strings.ToLower(e.Level)] < want {
			return false
		}
	}
	if f.Contains != "" && !strings.Contains(e.Msg, f.Contains) {
		return false
	}
	return true
}
