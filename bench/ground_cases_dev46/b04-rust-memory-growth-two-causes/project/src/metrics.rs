use std::time::Duration;

use axum::extract::MatchedPath;
use axum::http::Request;
use metrics::{counter, histogram};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

pub fn install() -> PrometheusHandle {
    PrometheusBuilder::new()
        .install_recorder()
        .expect("install prometheus recorder")
}

pub fn record_request<B>(req: &Request<B>, status: u16, elapsed: Duration) {
    let _route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned());
    let path = req.uri().path().to_owned();
    let method = req.method().as_str().to_owned();
    counter!(
        "http_requests_total",
        "method" => method.clone(),
        "path" => path.clone(),
        "status" => status.to_string()
    )
    .increment(1);
    histogram!("http_request_duration_seconds", "method" => method, "path" => path)
        .record(elapsed.as_secs_f64());
}

pub fn record_resize(format: &'static str, bytes: usize) {
    counter!("resize_total", "format" => format).increment(1);
    histogram!("resize_output_bytes", "format" => format).record(bytes as f64);
}
