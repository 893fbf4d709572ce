use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use serde::Serialize;

use crate::AppState;

#[derive(Serialize)]
pub struct Quote {
    sku: String,
    quantity: u32,
    total_cents: i64,
    currency: String,
}

pub async fn quote(
    State(state): State<AppState>,
    Path((sku, quantity)): Path<(String, u32)>,
) -> Result<Json<Quote>, (StatusCode, String)> {
    let price = state
        .pricing
        .get_price(&sku)
        .await
        .map_err(|e| (StatusCode::BAD_GATEWAY, format!("pricing unavailable: {e}")))?;
    let total_cents = price.unit_cents * i64::from(quantity);
    return Ok(Json(Quote {
        sku,
        quantity,
        total_cents,
        currency: price.currency,
    }));
}
