mod health;
mod routes;
mod settings;
mod telemetry;
mod upstream;

use axum::{routing::get, Router};
use sqlx::postgres::PgPoolOptions;

use crate::{settings::Settings, upstream::PricingClient};

#[derive(Clone)]
pub struct AppState {
    pub db: sqlx::PgPool,
    pub pricing: PricingClient,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let settings = Settings::load()?;
    telemetry::init(&settings.log);

    let db = PgPoolOptions::new()
        .max_connections(settings.database.max_connections)
        .connect_lazy(&settings.database.url)?;
    let state = AppState {
        db,
        pricing: PricingClient::new(&settings.upstream)?,
    };

    let app = Router::new()
        .route("/healthz", get(health::live))
        .route("/readyz", get(health::ready))
        .route("/quote/:sku/:quantity", get(routes::quote))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind(("0.0.0.0", settings.server.port)).await?;
    tracing::info!(port = settings.server.port, "listening");
    axum::serve(listener, app).await?;
    Ok(())
}
