package jobs

import "log/slog"

// LogValue makes a Job print usefully with slog.Debug("...", "job", j).
func (j Job) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("id", j.ID),
		slog.String("url", j.URL),
		slog.Any("headers", j.Headers),
		slog.Int("payload_bytes", len(j.Payload)),
	)
}
