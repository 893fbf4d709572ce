use axum::extract::{Path, State};
use axum::Json;
use serde::{Deserialize, Serialize};

use crate::db;
use crate::error::ApiError;
use crate::AppState;

#[derive(Serialize)]
pub struct PriceResponse {
    pub sku: String,
    pub amount: i64,
    pub currency: &'static str,
    pub tax_included: i64,
}

#[derive(Deserialize)]
pub struct BatchRequest {
    pub skus: Vec<String>,
}

const TAX_RATE_PERCENT: i64 = 10;

fn with_tax(amount: i64) -> i64 {
    amount + amount * TAX_RATE_PERCENT / 100
}

pub async fn get_price(
    State(state): State<AppState>,
    Path(sku): Path<String>,
) -> Result<Json<PriceResponse>, ApiError> {
    let row = db::find_price(&state.pool, &sku).await?.ok_or(ApiError::NotFound)?;
    let resp = PriceResponse {
        sku: row.sku,
        amount: row.amount,
        currency: "JPY",
        tax_included: with_tax(row.amount),
    };
    Ok(Json(resp))
}

pub async fn batch_prices(
    State(state): State<AppState>,
    Json(req): Json<BatchRequest>,
) -> Result<Json<Vec<PriceResponse>>, ApiError> {
    if req.skus.is_empty() {
        return Err(ApiError::BadRequest("skus is empty".into()));
    }
    let rows = db::find_prices(&state.pool, &req.skus).await?;
    Ok(Json(
        rows.into_iter()
            .map(|row| PriceResponse {
                tax_included: with_tax(row.amount),
                sku: row.sku,
                amount: row.amount,
                currency: "JPY",
            })
            .collect(),
    ))
}
