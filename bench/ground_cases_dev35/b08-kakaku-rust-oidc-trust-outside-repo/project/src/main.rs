use std::net::SocketAddr;

use axum::{routing::get, routing::post, Router};
use sqlx::postgres::PgPoolOptions;
use tracing_subscriber::EnvFilter;

mod db;
mod error;
mod handlers;

#[derive(Clone)]
pub struct AppState {
    pub pool: sqlx::PgPool,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .json()
        .with_env_filter(EnvFilter::from_default_env())
        .init();

    let url = std::env::var("DATABASE_URL")?;
    let pool = PgPoolOptions::new().max_connections(10).connect(&url).await?;

    let app = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/prices/:sku", get(handlers::price::get_price))
        .route("/prices/batch", post(handlers::price::batch_prices))
        .with_state(AppState { pool });

    let addr = SocketAddr::from(([0, 0, 0, 0], 8080));
    tracing::info!(%addr, "listening");
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app).await?;
    Ok(())
}
