use axum::{routing::get, Router};
use tracing::info;

mod routes;
mod state;

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/health", get(routes::health))
        .route("/accounts/:id", get(routes::account));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:7070").await.unwrap();
    info!("listening on 7070");
    axum::serve(listener, app).await.unwrap();
}
