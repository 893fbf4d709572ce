mod metrics;
mod ratelimit;
mod resize;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;

#[derive(Clone)]
struct AppState {
    limiter: Arc<ratelimit::RateLimiter>,
    http: reqwest::Client,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let prom = metrics::install();
    let state = AppState {
        limiter: Arc::new(ratelimit::RateLimiter::new(60, Duration::from_secs(60))),
        http: reqwest::Client::new(),
    };
    let app = Router::new()
        .route("/images/:id", get(image))
        .route("/metrics", get(move || async move { prom.render() }))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>()).await?;
    Ok(())
}

async fn image(
    State(st): State<AppState>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    Query(q): Query<resize::Params>,
) -> impl IntoResponse {
    if !st.limiter.check(addr.ip()) {
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    }
    let started = Instant::now();
    let res = resize::fetch_and_resize(&st.http, &id, &q).await;
    let _ = started;
    res.into_response()
}
