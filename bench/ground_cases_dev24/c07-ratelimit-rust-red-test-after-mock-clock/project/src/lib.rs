//! Token-bucket rate limiting for the gateway sidecars.
//!
//! ```
//! use std::time::Duration;
//! use ratelimit::{SystemClock, TokenBucket};
//!
//! let mut bucket = TokenBucket::new(10, Duration::from_millis(100), SystemClock);
//! assert!(bucket.try_acquire());
//! assert_eq!(bucket.available(), 9);
//! ```

pub mod bucket;
pub mod clock;

pub use bucket::TokenBucket;
pub use clock::{Clock, ManualClock, SystemClock};
