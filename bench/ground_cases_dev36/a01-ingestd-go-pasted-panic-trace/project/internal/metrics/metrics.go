package metrics

import "github.com/prometheus/client_golang/prometheus"

var (
	JobsStarted = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "ingest",
		Name:      "jobs_started_total",
		Help:      "Jobs picked up by a worker.",
	})
	JobsFailed = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "ingest",
		Name:      "jobs_failed_total",
		Help:      "Jobs that ended with an error.",
	})
	SinkWriteSeconds = prometheus.NewHistogram(prometheus.HistogramOpts{
		Namespace: "ingest",
		Name:      "sink_write_seconds",
		Help:      "Time spent in one sink write.",
		Buckets:   prometheus.DefBuckets,
	})
	BatchesEmitted = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "ingest",
		Name:      "batches_emitted_total",
		Help:      "Batches handed out by batch.Splitter.",
	})
	BatchSize = prometheus.NewHistogram(prometheus.HistogramOpts{
		Namespace: "ingest",
		Name:      "batch_size_records",
		Help:      "Records per emitted batch.",
		Buckets:   []float64{1, 10, 50, 100, 250, 500, 1000, 2000, 5000},
	})
)

func init() {
	prometheus.MustRegister(JobsStarted, JobsFailed, SinkWriteSeconds, BatchesEmitted, BatchSize)
}
