/// Keys that must never be printed in clear text.
pub fn is_secret(key: &str) -> bool {
    let k = key.to_ascii_uppercase();
    k.ends_with("_TOKEN") || k.ends_with("_SECRET") || k.ends_with("_PASSWORD")
}
