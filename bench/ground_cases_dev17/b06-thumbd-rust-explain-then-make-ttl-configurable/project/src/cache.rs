use std::time::Duration;

use bytes::Bytes;
use moka::future::Cache;

/// Resized images, keyed by source path + size + format.
pub type ThumbCache = Cache<String, Bytes>;

/// Roughly 10k thumbnails; each entry is weighed by its byte length so a few
/// huge images cannot push everything else out.
const MAX_BYTES: u64 = 512 * 1024 * 1024;

pub fn build_cache() -> ThumbCache {
    Cache::builder()
        .weigher(|_key: &String, value: &Bytes| value.len().try_into().unwrap_or(u32::MAX))
        .max_capacity(MAX_BYTES)
        .time_to_live(Duration::from_secs(60 * 60))
        .build()
}

pub fn cache_key(src: &str, width: u32, height: u32, format: &str) -> String {
    format!("{src}@{width}x{height}.{format}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_includes_size_and_format() {
        assert_eq!(cache_key("items/42.jpg", 320, 240, "webp"), "items/42.jpg@320x240.webp");
    }
}
