use once_cell::sync::Lazy;
use prometheus::{register_histogram_vec, register_int_counter_vec, HistogramVec, IntCounterVec};

pub static REQUESTS: Lazy<IntCounterVec> = Lazy::new(|| {
    register_int_counter_vec!("relay_requests_total", "Requests by route and status", &["path", "status"])
        .unwrap()
});

pub static LATENCY: Lazy<HistogramVec> = Lazy::new(|| {
    register_histogram_vec!(
        "relay_request_seconds",
        "Request latency by route",
        &["path"],
        vec![0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5]
    )
    .unwrap()
});

pub fn observe(path: &str, status: u16, seconds: f64) {
    REQUESTS.with_label_values(&[path, &status.to_string()]).inc();
    LATENCY.with_label_values(&[path]).observe(seconds);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn observe_counts() {
        observe("/health", 200, 0.001);
        let v = REQUESTS.with_label_values(&["/health", "200"]).get();
        assert!(v >= 1);
    }
}
