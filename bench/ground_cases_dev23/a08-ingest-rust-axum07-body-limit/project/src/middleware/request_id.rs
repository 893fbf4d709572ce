use axum::{
    extract::Request,
    http::HeaderValue,
    middleware::Next,
    response::Response,
};
use uuid::Uuid;

pub const HEADER: &str = "x-request-id";

/// The request id of the current request, for handlers and logs.
#[derive(Clone, Debug)]
pub struct RequestId(pub String);

/// Takes the caller's `x-request-id` (if sane) or makes one, stores it in the request
/// extensions and echoes it on the response.
pub async fn assign(mut req: Request, next: Next) -> Response {
    let id = req
        .headers()
        .get(HEADER)
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.is_empty() && v.len() <= 64)
        .map(str::to_owned)
        .unwrap_or_else(|| Uuid::new_v4().to_string());

    req.extensions_mut().insert(RequestId(id.clone()));
    let mut res = next.run(req).await;
    if let Ok(value) = HeaderValue::from_str(&id) {
        res.headers_mut().insert(HEADER, value);
    }
    res
}
