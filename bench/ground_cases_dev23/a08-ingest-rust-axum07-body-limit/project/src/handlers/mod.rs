pub mod ingest;

pub async fn health() -> &'static str {
    "ok"
}
