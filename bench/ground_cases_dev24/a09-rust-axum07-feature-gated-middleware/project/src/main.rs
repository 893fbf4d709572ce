use std::net::SocketAddr;

use tracing_subscriber::EnvFilter;

mod middleware;
#[cfg(feature = "metrics")]
mod metrics;
mod routes;
mod store;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| "info,tower_http=debug".into()))
        .json()
        .init();

    let store = store::Store::default();
    let app = routes::router(store);

    #[cfg(feature = "metrics")]
    let app = metrics::install(app)?;

    let port: u16 = std::env::var("PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(8080);
    let addr = SocketAddr::from(([0, 0, 0, 0], port));
    tracing::info!(%addr, "listening");

    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown())
        .await?;
    Ok(())
}

async fn shutdown() {
    tokio::signal::ctrl_c().await.expect("install ctrl-c handler");
    tracing::info!("shutting down");
}
