use std::sync::Arc;

use axum::{routing::get, Router};
use tracing_subscriber::EnvFilter;

mod cache;
mod config;
mod fetch;
mod handlers;

pub struct AppState {
    pub config: config::Config,
    pub cache: cache::ThumbCache,
    pub http: reqwest::Client,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .json()
        .with_env_filter(EnvFilter::from_default_env())
        .init();

    let config = config::Config::from_env()?;
    let state = Arc::new(AppState {
        http: fetch::build_client(&config)?,
        cache: cache::build_cache(),
        config,
    });

    let app = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/v1/thumb", get(handlers::thumb))
        .with_state(state.clone());

    let listener = tokio::net::TcpListener::bind(("0.0.0.0", state.config.port)).await?;
    tracing::info!(port = state.config.port, "thumbd listening");
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}
