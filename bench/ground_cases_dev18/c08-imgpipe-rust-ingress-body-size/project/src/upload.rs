use axum::extract::{Multipart, State};
use axum::http::StatusCode;
use axum::Json;
use image::GenericImageView;
use serde::Serialize;

use crate::error::AppError;
use crate::AppState;

#[derive(Serialize)]
pub struct Created {
    id: String,
    width: u32,
    height: u32,
    thumbs: Vec<String>,
}

pub async fn create(State(st): State<AppState>, mut form: Multipart) -> Result<(StatusCode, Json<Created>), AppError> {
    let mut bytes = None;
    while let Some(field) = form.next_field().await.map_err(map_multipart(st.cfg.max_upload_mb))? {
        if field.name() == Some("file") {
            bytes = Some(field.bytes().await.map_err(map_multipart(st.cfg.max_upload_mb))?);
        }
    }
    let bytes = bytes.ok_or_else(|| AppError::BadRequest("missing field `file`".into()))?;

    let img = image::load_from_memory(&bytes).map_err(|_| AppError::UnsupportedFormat)?;
    let (w, h) = img.dimensions();
    let max = st.cfg.max_dimension;
    if w > max || h > max {
        return Err(AppError::TooBig(w, h, max));
    }

    let id = uuid::Uuid::new_v4().to_string();
    st.s3
        .put_object()
        .bucket(&st.cfg.bucket)
        .key(format!("orig/{id}"))
        .body(bytes.to_vec().into())
        .send()
        .await
        .map_err(|e| AppError::Storage(e.into()))?;

    let thumbs = st.cfg.thumb_sizes.iter().map(|s| format!("thumb/{s}/{id}.webp")).collect();
    Ok((StatusCode::CREATED, Json(Created { id, width: w, height: h, thumbs })))
}

fn map_multipart(limit_mb: usize) -> impl Fn(axum::extract::multipart::MultipartError) -> AppError {
    move |e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            AppError::TooLarge(limit_mb)
        } else {
            AppError::BadRequest(e.body_text())
        }
    }
}
