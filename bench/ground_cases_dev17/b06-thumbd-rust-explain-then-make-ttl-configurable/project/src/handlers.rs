use std::io::Cursor;
use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use image::{imageops::FilterType, ImageFormat};
use serde::Deserialize;

use crate::{cache, fetch, AppState};

#[derive(Deserialize)]
pub struct ThumbParams {
    src: String,
    w: u32,
    h: u32,
    #[serde(default = "default_format")]
    fmt: String,
}

fn default_format() -> String {
    "webp".into()
}

pub async fn thumb(State(state): State<Arc<AppState>>, Query(p): Query<ThumbParams>) -> Response {
    if p.w == 0 || p.h == 0 || p.w > state.config.max_width || p.h > state.config.max_height {
        return (StatusCode::BAD_REQUEST, "size out of range").into_response();
    }
    let (format, mime) = match p.fmt.as_str() {
        "webp" => (ImageFormat::WebP, "image/webp"),
        "jpeg" | "jpg" => (ImageFormat::Jpeg, "image/jpeg"),
        "png" => (ImageFormat::Png, "image/png"),
        _ => return (StatusCode::BAD_REQUEST, "unsupported fmt").into_response(),
    };

    let key = cache::cache_key(&p.src, p.w, p.h, &p.fmt);
    if let Some(hit) = state.cache.get(&key).await {
        return ([(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, "public, max-age=86400")], hit).into_response();
    }

    let original = match fetch::fetch_original(&state.http, &state.config, &p.src).await {
        Ok(b) => b,
        Err(e) => {
            tracing::warn!(error = %e, src = %p.src, "origin fetch failed");
            return (StatusCode::BAD_GATEWAY, "origin fetch failed").into_response();
        }
    };

    let resized = match image::load_from_memory(&original) {
        Ok(img) => img.resize(p.w, p.h, FilterType::Lanczos3),
        Err(_) => return (StatusCode::UNPROCESSABLE_ENTITY, "not an image").into_response(),
    };
    let mut out = Cursor::new(Vec::new());
    if resized.write_to(&mut out, format).is_err() {
        return (StatusCode::INTERNAL_SERVER_ERROR, "encode failed").into_response();
    }
    let body = bytes::Bytes::from(out.into_inner());
    state.cache.insert(key, body.clone()).await;
    ([(header::CONTENT_TYPE, mime), (header::CACHE_CONTROL, "public, max-age=86400")], body).into_response()
}
