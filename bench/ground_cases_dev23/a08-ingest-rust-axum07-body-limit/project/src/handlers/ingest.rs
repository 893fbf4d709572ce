use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    Json,
};
use serde::Serialize;

use crate::{error::AppError, state::AppState};

#[derive(Serialize)]
pub struct Accepted {
    pub batch_id: String,
    pub bytes: usize,
    pub lines: usize,
}

pub async fn ingest(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<(StatusCode, Json<Accepted>), AppError> {
    let source = headers
        .get("x-source")
        .and_then(|v| v.to_str().ok())
        .ok_or(AppError::MissingSource)?
        .to_owned();

    let lines = body.split(|b| *b == b'\n').filter(|l| !l.is_empty()).count();
    let batch_id = state.sink.write_batch(&source, &body).await?;
    state.notify_indexer(&source, &batch_id).await;

    Ok((StatusCode::ACCEPTED, Json(Accepted { batch_id, bytes: body.len(), lines })))
}

pub async fn status(
    State(state): State<AppState>,
    Path(source): Path<String>,
) -> Result<Json<serde_json::Value>, AppError> {
    let last = state.sink.last_batch(&source).await?;
    Ok(Json(serde_json::json!({ "source": source, "last_batch": last })))
}
