use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
use tower_http::trace::TraceLayer;

mod cache;
mod handlers;
mod store;

use cache::Cache;
use store::Store;

#[derive(Clone)]
pub struct AppState {
    pub store: Arc<Store>,
    pub cache: Arc<Cache>,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt().with_env_filter("filehub=info,tower_http=info").init();

    let store = Arc::new(Store::from_env()?);
    let cache = Arc::new(Cache::new(store.clone(), 512));
    let state = AppState { store, cache };

    let app = Router::new()
        .route("/files", post(handlers::upload::upload))
        .route("/files/:id", get(handlers::download::download).delete(handlers::delete::delete))
        .route("/healthz", get(|| async { "ok" }))
        .layer(DefaultBodyLimit::max(50 * 1024 * 1024))
        .layer(TraceLayer::new_for_http())
        .with_state(state);

    let addr: SocketAddr = std::env::var("FILEHUB_ADDR").unwrap_or_else(|_| "0.0.0.0:8080".into()).parse()?;
    tracing::info!(%addr, "listening");
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app).await?;
    Ok(())
}
