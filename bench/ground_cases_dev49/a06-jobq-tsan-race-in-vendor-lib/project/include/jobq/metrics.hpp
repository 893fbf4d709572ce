#pragma once

#include <chrono>
#include <cstdint>

#include <telemetry/counter.hpp>
#include <telemetry/histogram.hpp>

namespace jobq {

// Thin wrapper over libtelemetry so the pool doesn't depend on metric names.
class Metrics {
public:
    Metrics();

    void job_queued();
    void job_done(std::chrono::steady_clock::duration took);
    void job_failed();

    struct Snapshot {
        int64_t queued;
        int64_t done;
        int64_t failed;
    };
    Snapshot snapshot() const;

private:
    telemetry::Counter queued_;
    telemetry::Counter done_;
    telemetry::Counter failed_;
    telemetry::Histogram latency_ms_;
};

}  // namespace jobq
