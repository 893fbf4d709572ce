pub mod config;
pub mod error;
pub mod handlers;
pub mod routes;
pub mod store;
