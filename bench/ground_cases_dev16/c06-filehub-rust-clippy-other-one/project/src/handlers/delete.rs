use axum::extract::{Path, State};
use axum::http::StatusCode;

use crate::AppState;

fn valid_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 64 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// DELETE /files/:id. Removes the object and its cached copy.
pub async fn delete(State(state): State<AppState>, Path(id): Path<String>) -> StatusCode {
    if !valid_id(&id) {
        return StatusCode::BAD_REQUEST;
    }
    if !state.store.exists(&id).await {
        return StatusCode::NOT_FOUND;
    }
    state.cache.invalidate(&id);
    let _ = state.store.delete(&id);
    tracing::info!(%id, "file deleted");
    StatusCode::NO_CONTENT
}

#[cfg(test)]
mod tests {
    use super::valid_id;

    #[test]
    fn rejects_paths() {
        assert!(!valid_id("../etc/passwd"));
        assert!(!valid_id("a/b"));
        assert!(valid_id("3f2c9a1e-8d4b-4b7a-9c1e-2a6f0d9b7c55"));
    }
}
