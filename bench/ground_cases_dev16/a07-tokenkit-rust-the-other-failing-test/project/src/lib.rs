//! tokenkit: issue and verify short-lived service tokens.
//!
//! A token is `<subject>.<expires_at>.<signature>`, where the signature is a keyed hash
//! of the first two parts. Expiry is in unix seconds.

pub mod token;
pub mod ttl;

pub use token::{issue, verify, Token, TokenError};
pub use ttl::{parse_ttl, TtlError};
