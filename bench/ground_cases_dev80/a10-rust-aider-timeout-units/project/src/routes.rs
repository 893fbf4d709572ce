use axum::{
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    routing::get,
    Json, Router,
};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

use crate::upstream::UpstreamClient;

pub fn router(upstream: UpstreamClient) -> Router {
    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/products/:id", get(product))
        .with_state(upstream)
        .layer(TraceLayer::new_for_http())
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
}

async fn product(
    State(upstream): State<UpstreamClient>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<serde_json::Value>, StatusCode> {
    let rid = headers.get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
    upstream
        .get_json(&format!("/v1/products/{id}"), rid)
        .await
        .map(Json)
        .map_err(|err| {
            tracing::warn!(%err, product = %id, request_id = rid, "upstream failed");
            StatusCode::BAD_GATEWAY
        })
}
