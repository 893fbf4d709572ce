mod db;
mod error;
mod metrics;
mod routes;
mod session;

use std::time::Duration;

use axum::Router;
use tracing::info;

#[tokio::main]
#[allow(clippy::needless_borrow)]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let db = db::Db::connect(&std::env::var("DATABASE_URL")?).await?;
    let sessions = session::SessionStore::new(db.clone(), Duration::from_secs(300));
    let latency = std::sync::Arc::new(metrics::Latency::new());
    let app: Router = routes::router(db, sessions, latency);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    info!("listening on 8080");
    axum::serve(listener, app).await?;
    Ok(())
}
