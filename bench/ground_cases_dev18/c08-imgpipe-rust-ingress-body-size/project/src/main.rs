mod config;
mod error;
mod upload;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
use tower_http::trace::TraceLayer;
use tracing_subscriber::EnvFilter;

use crate::config::Config;

#[derive(Clone)]
pub struct AppState {
    pub cfg: Arc<Config>,
    pub s3: aws_sdk_s3::Client,
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .json()
        .init();

    let cfg = Config::from_env();
    let aws = aws_config::load_from_env().await;
    let state = AppState { cfg: Arc::new(cfg.clone()), s3: aws_sdk_s3::Client::new(&aws) };

    let app = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/v1/images", post(upload::create))
        .layer(DefaultBodyLimit::max(cfg.max_upload_mb * 1024 * 1024))
        .layer(TraceLayer::new_for_http())
        .with_state(state);

    let addr = SocketAddr::from(([0, 0, 0, 0], cfg.port));
    tracing::info!(%addr, max_upload_mb = cfg.max_upload_mb, "imgpipe listening");
    let listener = tokio::net::TcpListener::bind(addr).await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
