use axum::{
    routing::{get, post},
    Router,
};

use crate::{handlers, store::Store};

pub fn router(store: Store) -> Router {
    Router::new()
        .route("/healthz", get(handlers::health))
        .route("/api/links", post(handlers::create).get(handlers::list))
        .route("/api/stats", get(handlers::stats))
        .route("/:slug", get(handlers::resolve))
        .with_state(store)
}
