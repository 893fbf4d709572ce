mod config;
mod routes;
mod upstream;

use metrics_exporter_prometheus::PrometheusBuilder;
use tracing_subscriber::{fmt, prelude::*, EnvFilter};

use crate::config::Settings;
use crate::upstream::UpstreamClient;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let settings = Settings::load()?;

    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(&settings.log.level));
    let registry = tracing_subscriber::registry().with(filter);
    if settings.log.json {
        registry.with(fmt::layer().json().flatten_event(true)).init();
    } else {
        registry.with(fmt::layer()).init();
    }

    PrometheusBuilder::new()
        .with_http_listener(settings.server.metrics_addr)
        .install()?;

    let upstream = UpstreamClient::new(&settings.upstream)?;
    let app = routes::router(upstream);

    let listener = tokio::net::TcpListener::bind(&settings.server.listen).await?;
    tracing::info!(listen = %settings.server.listen, "edge-proxy started");
    axum::serve(listener, app)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}
