//! Log shipper: reads JSON lines from stdin, batches and gzips them, and uploads
//! each batch to the ingest endpoint.

pub mod batch;
pub mod client;
pub mod retry;

pub use batch::Batcher;
pub use client::{UploadError, Uploader};
