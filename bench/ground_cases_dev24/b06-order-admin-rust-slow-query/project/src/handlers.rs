use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use chrono::NaiveDate;
use serde::Deserialize;
use serde_json::json;
use sqlx::PgPool;

use crate::db;

#[derive(Debug, Deserialize)]
pub struct ListParams {
    pub shop_id: i64,
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub limit: Option<i64>,
}

pub enum ApiError {
    BadRequest(String),
    Internal(String),
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, message) = match self {
            ApiError::BadRequest(m) => (StatusCode::BAD_REQUEST, m),
            ApiError::Internal(m) => {
                tracing::error!(error = %m, "internal error");
                (StatusCode::INTERNAL_SERVER_ERROR, m)
            }
        };
        (status, Json(json!({ "error": message }))).into_response()
    }
}

pub fn validate(p: &ListParams) -> Result<i64, ApiError> {
    if p.from > p.to {
        return Err(ApiError::BadRequest("`from` must be on or before `to`".into()));
    }
    Ok(p.limit.unwrap_or(50).clamp(1, 200))
}

pub async fn list_orders(
    State(pool): State<PgPool>,
    Query(p): Query<ListParams>,
) -> Result<impl IntoResponse, ApiError> {
    let limit = validate(&p)?;
    let items = db::list_orders(&pool, p.shop_id, p.from, p.to, limit)
        .await
        .map_err(|e| ApiError::Internal(format!("failed to fetch orders: {e}")))?;
    let total = db::count_orders(&pool, p.shop_id, p.from, p.to)
        .await
        .map_err(|e| ApiError::Internal(format!("failed to count orders: {e}")))?;
    Ok(Json(json!({ "items": items, "total": total })))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(from: &str, to: &str, limit: Option<i64>) -> ListParams {
        ListParams {
            shop_id: 1,
            from: from.parse().unwrap(),
            to: to.parse().unwrap(),
            limit,
        }
    }

    #[test]
    fn defaults_limit_to_50() {
        assert!(matches!(validate(&params("2025-10-01", "2025-10-31", None)), Ok(50)));
    }

    #[test]
    fn caps_limit_at_200() {
        assert!(matches!(validate(&params("2025-10-01", "2025-10-31", Some(5000))), Ok(200)));
    }

    #[test]
    fn rejects_reversed_range() {
        let r = validate(&params("2025-10-31", "2025-10-01", None));
        assert!(matches!(r, Err(ApiError::BadRequest(_))));
    }
}
