use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::AppState;

const MAX_CACHED: u64 = 256 * 1024;

pub async fn download(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    if id.contains('/') || id.contains("..") {
        return (StatusCode::BAD_REQUEST, "bad id").into_response();
    }
    if !state.store.exists(&id).await {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    }
    let small = tokio::fs::metadata(format!("{}/{}", std::env::var("FILEHUB_ROOT").unwrap_or("./data".into()), id))
        .await
        .map(|m| m.len() <= MAX_CACHED)
        .unwrap_or(false);
    let result = if small { state.cache.get_or_fetch(&id).await } else { state.store.get(&id).await };
    match result {
        Ok(bytes) => Response::builder()
            .header(header::CONTENT_TYPE, "application/octet-stream")
            .header(header::CACHE_CONTROL, "private, max-age=300")
            .body(Body::from(bytes))
            .unwrap(),
        Err(e) => {
            tracing::error!(error = %e, %id, "download failed");
            (StatusCode::INTERNAL_SERVER_ERROR, "read failed").into_response()
        }
    }
}
