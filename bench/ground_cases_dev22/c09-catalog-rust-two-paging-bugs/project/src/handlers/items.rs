use axum::{
    extract::{Query, State},
    Json,
};
use serde::Deserialize;

use crate::{db, error::AppError, models::Item, AppState};

#[derive(Debug, Deserialize)]
pub struct ListParams {
    #[serde(default = "default_page")]
    pub page: u32,
    #[serde(default = "default_per_page")]
    pub per_page: u32,
    pub category: Option<String>,
}

fn default_page() -> u32 {
    1
}

fn default_per_page() -> u32 {
    20
}

pub async fn list_items(
    State(state): State<AppState>,
    Query(params): Query<ListParams>,
) -> Result<Json<Vec<Item>>, AppError> {
    let per_page = params.per_page.clamp(1, 100);
    let offset = params.page * per_page;
    let items = db::list_items(&state.pool, params.category.as_deref(), per_page, offset).await?;
    Ok(Json(items))
}
