use axum::{
    extract::{Path, State},
    http::{Method, StatusCode},
    middleware,
    routing::{get, post},
    Json, Router,
};
use serde::Deserialize;
use tower_http::{cors::CorsLayer, trace::TraceLayer};

use crate::middleware::request_id;
use crate::store::{Account, Store};

#[derive(Deserialize)]
pub struct NewAccount {
    pub name: String,
    pub currency: String,
}

pub fn router(store: Store) -> Router {
    let cors = CorsLayer::new()
        .allow_methods([Method::GET, Method::POST])
        .allow_origin(["https://app.tally.dev".parse().unwrap()]);

    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/accounts", post(create_account))
        .route("/accounts/:id", get(get_account))
        .layer(middleware::from_fn(request_id))
        .layer(TraceLayer::new_for_http())
        .layer(cors)
        .with_state(store)
}

async fn create_account(State(store): State<Store>, Json(body): Json<NewAccount>) -> (StatusCode, Json<Account>) {
    let account = store.insert(body.name, body.currency);
    (StatusCode::CREATED, Json(account))
}

async fn get_account(State(store): State<Store>, Path(id): Path<u64>) -> Result<Json<Account>, StatusCode> {
    match store.get(id) {
        Some(account) => Ok(Json(account)),
        None => Err(StatusCode::NOT_FOUND),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::http::Request;
    use tower::ServiceExt;

    #[tokio::test]
    async fn health_is_ok() {
        let res = router(Store::default())
            .oneshot(Request::get("/healthz").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
    }

    #[tokio::test]
    async fn unknown_account_is_404() {
        let res = router(Store::default())
            .oneshot(Request::get("/accounts/42").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::NOT_FOUND);
    }

    #[tokio::test]
    async fn echoes_request_id() {
        let res = router(Store::default())
            .oneshot(Request::get("/healthz").header("x-request-id", "abc").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(res.headers()["x-request-id"], "abc");
    }
}
