use std::sync::Arc;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::db::Db;
use crate::error::AppError;
use crate::metrics::Latency;
use crate::session::SessionStore;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub sessions: SessionStore,
    pub latency: Arc<Latency>,
}

pub fn router(db: Db, sessions: SessionStore, latency: Arc<Latency>) -> Router {
    Router::new()
        .route("/me", get(me))
        .route("/metrics", get(metrics))
        .with_state(AppState { db, sessions, latency })
}

async fn me(State(st): State<AppState>, headers: HeaderMap) -> Result<Json<Value>, AppError> {
    let token = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or(AppError::Unauthorized)?;
    let s = st.sessions.get_or_load(token).await?.ok_or(AppError::Unauthorized)?;
    Ok(Json(json!({ "user_id": s.user_id, "roles": s.roles })))
}

async fn metrics(State(st): State<AppState>) -> Json<Value> {
    let p99 = st.latency.p99().map(|d| d.as_millis() as u64);
    Json(json!({ "p99_ms": p99, "sessions_cached": st.sessions.len().await }))
}
