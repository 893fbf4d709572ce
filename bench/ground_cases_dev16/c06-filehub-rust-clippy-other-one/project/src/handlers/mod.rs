pub mod delete;
pub mod download;
pub mod upload;
