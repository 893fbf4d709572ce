package alert

import (
	"sort"
	"strings"
	"time"
)

type Alert struct {
	Status      string            `json:"status"`
	Labels      map[string]string `json:"labels"`
	Annotations map[string]string `json:"annotations"`
	StartsAt    time.Time         `json:"startsAt"`
}

type Payload struct {
	Receiver string  `json:"receiver"`
	Alerts   []Alert `json:"alerts"`
}

// Fingerprint identifies an alert by its sorted label set.
func (a Alert) Fingerprint() string {
	keys := make([]string, 0, len(a.Labels))
	for k := range a.Labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(a.Labels[k])
		b.WriteByte(',')
	}
	return b.String()
}
