pub mod error;
pub mod parse;
pub mod ring;
pub mod stats;
pub mod window;

pub use error::Error;
pub use ring::RingBuffer;
pub use window::SlidingWindow;
