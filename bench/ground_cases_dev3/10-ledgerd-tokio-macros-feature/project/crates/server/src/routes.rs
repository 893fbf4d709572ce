pub async fn health() -> &'static str {
    "ok"
}

pub async fn account() -> &'static str {
    "{}"
}
