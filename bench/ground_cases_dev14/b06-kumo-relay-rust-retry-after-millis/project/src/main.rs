mod backoff;
mod config;
mod deliver;

use std::sync::Arc;
use std::time::Duration;

use axum::{body::Bytes, extract::State, http::StatusCode, routing::post, Router};
use tokio::signal::unix::{signal, SignalKind};
use tokio::sync::RwLock;
use tracing::{error, info, warn};

struct AppState {
    config: RwLock<config::Config>,
    client: reqwest::Client,
    dry_run: bool,
}

async fn relay(State(state): State<Arc<AppState>>, body: Bytes) -> StatusCode {
    let endpoints = state.config.read().await.endpoints.clone();
    for ep in endpoints {
        if state.dry_run {
            info!(endpoint = %ep.name, url = %ep.url, bytes = body.len(), "dry-run: would deliver");
            continue;
        }
        let client = state.client.clone();
        let body = body.clone();
        tokio::spawn(async move {
            if let Err(e) = deliver::deliver(&client, &ep, &body).await {
                error!(endpoint = %ep.name, error = ?e, "delivery failed");
            }
        });
    }
    StatusCode::ACCEPTED
}

async fn reload_on_sighup(state: Arc<AppState>, path: std::path::PathBuf) {
    let mut hup = match signal(SignalKind::hangup()) {
        Ok(s) => s,
        Err(e) => {
            error!(error = %e, "cannot listen for SIGHUP; config reload disabled");
            return;
        }
    };
    while hup.recv().await.is_some() {
        match config::load(&path) {
            Ok(cfg) => {
                info!(endpoints = cfg.endpoints.len(), "config reloaded");
                *state.config.write().await = cfg;
            }
            Err(e) => warn!(error = %e, path = %path.display(), "config reload failed; keeping the old config"),
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .init();
    let path = config::default_path();
    let cfg = config::load(&path)?;
    let listen = cfg.listen.clone();
    info!(endpoints = cfg.endpoints.len(), path = %path.display(), "config loaded");
    let client = reqwest::Client::builder().timeout(Duration::from_secs(10)).build()?;
    let dry_run = std::env::args().any(|a| a == "--dry-run");
    if dry_run {
        info!("dry-run: webhooks will be logged, not delivered");
    }
    let state = Arc::new(AppState { config: RwLock::new(cfg), client, dry_run });
    tokio::spawn(reload_on_sighup(state.clone(), path.clone()));
    let app = Router::new().route("/hooks", post(relay)).with_state(state);
    let listener = tokio::net::TcpListener::bind(&listen).await?;
    info!(%listen, "listening");
    axum::serve(listener, app).await?;
    Ok(())
}
