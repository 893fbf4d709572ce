mod config;
mod proxy;
mod pool;
mod metrics;

#[tokio::main]
async fn main() {
    let cfg = config::Config::from_env();
    proxy::serve(cfg).await;
}
