#include "jobq/metrics.hpp"

#include <telemetry/registry.hpp>

namespace jobq {

namespace {
const std::vector<double> kLatencyBucketsMs = {1, 5, 10, 50, 100, 500, 1000, 5000};
}

Metrics::Metrics()
    : queued_(telemetry::registry().counter("jobq_jobs_queued_total")),
      done_(telemetry::registry().counter("jobq_jobs_done_total")),
      failed_(telemetry::registry().counter("jobq_jobs_failed_total")),
      latency_ms_(telemetry::registry().histogram("jobq_job_latency_ms", kLatencyBucketsMs)) {}

void Metrics::job_queued() { queued_.add(1); }

void Metrics::job_done(std::chrono::steady_clock::duration took) {
    done_.add(1);
    auto ms = std::chrono::duration_cast<std::chrono::duration<double, std::milli>>(took).count();
    latency_ms_.observe(ms);
}

void Metrics::job_failed() { failed_.add(1); }

// Used by the /status handler of the plugins; values lag the exporter by up to one push.
Metrics::Snapshot Metrics::snapshot() const {
    return Snapshot{queued_.value(), done_.value(), failed_.value()};
}

}  // namespace jobq
