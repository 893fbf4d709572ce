use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::AppState;

pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/health", get(health))
        .route("/tenants/:id/quota", get(get_quota))
        .route("/tenants/usage", post(record_usage))
        .with_state(state)
}

async fn health() -> &'static str {
    "ok"
}

#[derive(Serialize)]
struct Quota {
    tenant_id: Uuid,
    limit: i64,
    used: i64,
}

async fn get_quota(State(state): State<AppState>, Path(id): Path<Uuid>) -> Result<Json<Quota>, StatusCode> {
    let row: Option<(i64, i64)> = sqlx::query_as("SELECT quota_limit, quota_used FROM tenants WHERE id = $1")
        .bind(id)
        .fetch_optional(&state.db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let (limit, used) = row.ok_or(StatusCode::NOT_FOUND)?;
    Ok(Json(Quota { tenant_id: id, limit, used }))
}

#[derive(Deserialize)]
struct Usage {
    tenant_id: Uuid,
    units: i64,
}

async fn record_usage(State(state): State<AppState>, Json(u): Json<Usage>) -> StatusCode {
    match sqlx::query("UPDATE tenants SET quota_used = quota_used + $1 WHERE id = $2")
        .bind(u.units)
        .bind(u.tenant_id)
        .execute(&state.db)
        .await
    {
        Ok(r) if r.rows_affected() == 1 => StatusCode::NO_CONTENT,
        Ok(_) => StatusCode::NOT_FOUND,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
