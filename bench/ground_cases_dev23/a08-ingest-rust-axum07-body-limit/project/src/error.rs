use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("missing x-source header")]
    MissingSource,
    #[error("source may only contain letters, digits, '-' and '_'")]
    BadSource,
    #[error("could not read request body")]
    BodyRead,
    #[error("storage error: {0}")]
    Io(#[from] std::io::Error),
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = match self {
            AppError::MissingSource | AppError::BadSource => StatusCode::BAD_REQUEST,
            AppError::BodyRead => StatusCode::BAD_REQUEST,
            AppError::Io(ref e) => {
                tracing::error!(error = %e, "sink failure");
                StatusCode::INTERNAL_SERVER_ERROR
            }
        };
        (status, Json(serde_json::json!({ "error": self.to_string() }))).into_response()
    }
}
