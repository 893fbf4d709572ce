use axum::extract::{Multipart, State};
use axum::http::StatusCode;
use axum::Json;
use bytes::Bytes;
use serde::Serialize;

use crate::AppState;

#[derive(Serialize)]
pub struct Uploaded {
    id: String,
    size: usize,
    crc32: u32,
}

fn checksum(parts: &[Bytes]) -> u32 {
    let mut hasher = crc32fast::Hasher::new();
    for part in parts {
        hasher.update(part);
    }
    hasher.finalize()
}

pub async fn upload(State(state): State<AppState>, mut form: Multipart) -> Result<Json<Uploaded>, (StatusCode, String)> {
    let bad = |e: String| (StatusCode::BAD_REQUEST, e);
    let mut parts = Vec::new();
    while let Some(field) = form.next_field().await.map_err(|e| bad(e.to_string()))? {
        if field.name() == Some("file") {
            parts.push(field.bytes().await.map_err(|e| bad(e.to_string()))?);
        }
    }
    if parts.is_empty() {
        return Err(bad("missing file field".into()));
    }
    let data: Vec<u8> = parts.iter().flat_map(|p| p.iter().copied()).collect();
    let id = uuid::Uuid::new_v4().to_string();
    state.store.put(&id, &data).await.map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    Ok(Json(Uploaded { id, size: data.len(), crc32: checksum(&parts) }))
}
