//! Rate limiters used by the edge proxy.

mod bucket;
mod registry;
mod window;

pub use bucket::TokenBucket;
pub use registry::{global, Registry};
pub use window::FixedWindow;

/// What a limiter answers for one request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Allow { remaining: u32 },
    Deny { retry_after_ms: u64 },
}

impl Decision {
    pub fn is_allowed(&self) -> bool {
        matches!(self, Decision::Allow { .. })
    }
}
