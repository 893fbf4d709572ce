use axum::{
    extract::{Path, State},
    response::Redirect,
    Json,
};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::{error::AppError, store::{Link, Store}};

pub async fn health() -> &'static str {
    "ok"
}

#[derive(Deserialize)]
pub struct NewLink {
    pub url: String,
}

pub async fn create(State(store): State<Store>, Json(body): Json<NewLink>) -> Result<Json<Link>, AppError> {
    if !(body.url.starts_with("http://") || body.url.starts_with("https://")) {
        return Err(AppError::BadUrl(body.url));
    }
    Ok(Json(store.insert(body.url)))
}

pub async fn list(State(store): State<Store>) -> Json<Vec<Link>> {
    Json(store.all())
}

pub async fn stats(State(store): State<Store>) -> Json<Value> {
    let links = store.all();
    let hits: u64 = links.iter().map(|l| l.hits).sum();
    Json(json!({ "links": links.len(), "hits": hits }))
}

pub async fn resolve(State(store): State<Store>, Path(slug): Path<String>) -> Result<Redirect, AppError> {
    store.hit(&slug).map(|url| Redirect::temporary(&url)).ok_or(AppError::NotFound)
}
