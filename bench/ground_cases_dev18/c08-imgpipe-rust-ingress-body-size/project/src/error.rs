use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("file too large (max {0} MB)")]
    TooLarge(usize),
    #[error("unsupported image format")]
    UnsupportedFormat,
    #[error("image is {0}x{1}, max side is {2}")]
    TooBig(u32, u32, u32),
    #[error("bad multipart body: {0}")]
    BadRequest(String),
    #[error("storage error")]
    Storage(#[from] aws_sdk_s3::Error),
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = match &self {
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedFormat | AppError::TooBig(..) | AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Storage(_) => StatusCode::BAD_GATEWAY,
        };
        if status.is_server_error() {
            tracing::error!(error = ?self, "request failed");
        }
        (status, Json(json!({ "error": self.to_string() }))).into_response()
    }
}
