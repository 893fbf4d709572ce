use std::time::Instant;

use axum::{
    extract::MatchedPath,
    http::Request,
    middleware::{self, Next},
    response::Response,
    routing::get,
    Router,
};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

pub fn install(app: Router) -> anyhow::Result<Router> {
    let handle: PrometheusHandle = PrometheusBuilder::new().install_recorder()?;
    Ok(app
        .route("/metrics", get(move || std::future::ready(handle.render())))
        .layer(middleware::from_fn(track)))
}

/// Records request count and latency per matched route, so `/accounts/:id`
/// is one series and not one per id.
pub async fn track<B>(req: Request<B>, next: Next<B>) -> Response {
    let start = Instant::now();
    let path = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_else(|| "unmatched".to_owned());
    let method = req.method().clone();

    let res = next.run(req).await;

    let status = res.status().as_u16().to_string();
    let labels = [("method", method.to_string()), ("path", path), ("status", status)];
    metrics::counter!("http_requests_total", &labels).increment(1);
    metrics::histogram!("http_request_duration_seconds", &labels).record(start.elapsed().as_secs_f64());
    res
}
