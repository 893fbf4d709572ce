use axum::{
    routing::{get, post},
    Router,
};
use tower_http::trace::TraceLayer;

use crate::{handlers, middleware::request_id, state::AppState};

/// All HTTP routes of the service.
///
/// `/ingest` takes newline-delimited JSON from the collectors (one batch per request,
/// `x-source` header names the collector) and writes it to the sink.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/healthz", get(handlers::health))
        .route("/ingest", post(handlers::ingest::ingest))
        .route("/ingest/:source/status", get(handlers::ingest::status))
        .layer(axum::middleware::from_fn(request_id::assign))
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn router_builds() {
        let dir = std::env::temp_dir().join("ingest-router-test");
        let _ = router(AppState::for_tests(dir));
    }
}
