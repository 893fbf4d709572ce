use shortly::{config, routes, store};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .init();

    let cfg = config::Config::from_env();
    let app = routes::router(store::Store::default());
    let listener = tokio::net::TcpListener::bind(&cfg.addr).await.expect("bind");
    tracing::info!(addr = %cfg.addr, "listening");
    axum::serve(listener, app).await.expect("server");
}
