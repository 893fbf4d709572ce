//! Typed configuration from environment variables, without macros.
//!
//! ```
//! use std::time::Duration;
//! let env = envcfg::Env::new("APP_");
//! let port: u16 = env.get_or("PORT", 8080);
//! let timeout: Duration = env.get_or("TIMEOUT", Duration::from_secs(30));
//! # let _ = (port, timeout);
//! ```

mod error;
mod parse;

use std::collections::HashMap;

pub use error::EnvError;
pub use parse::{parse_duration, FromEnv};

/// Where variables come from: the process environment, or a map in tests.
pub trait Source {
    fn var(&self, key: &str) -> Option<String>;
}

/// The real process environment.
#[derive(Debug, Clone, Copy, Default)]
pub struct ProcessEnv;

impl Source for ProcessEnv {
    fn var(&self, key: &str) -> Option<String> {
        std::env::var(key).ok()
    }
}

impl Source for HashMap<String, String> {
    fn var(&self, key: &str) -> Option<String> {
        self.get(key).cloned()
    }
}

/// Reads variables that share a prefix, such as `APP_PORT` and `APP_DEBUG`.
#[derive(Debug, Clone)]
pub struct Env<S: Source = ProcessEnv> {
    prefix: String,
    source: S,
}

impl Env<ProcessEnv> {
    /// Variables from the process environment; `prefix` is put in front of every name.
    pub fn new(prefix: &str) -> Self {
        Env::with_source(prefix, ProcessEnv)
    }
}

impl<S: Source> Env<S> {
    pub fn with_source(prefix: &str, source: S) -> Self {
        Env { prefix: prefix.to_string(), source }
    }

    /// The full variable name for `name`.
    pub fn key(&self, name: &str) -> String {
        format!("{}{}", self.prefix, name)
    }

    /// The parsed value, or an error when it is unset or does not parse.
    pub fn require<T: FromEnv>(&self, name: &str) -> Result<T, EnvError> {
        let key = self.key(name);
        let value = self.source.var(&key).ok_or_else(|| EnvError::Missing { key: key.clone() })?;
        T::from_env(&value).map_err(|reason| EnvError::invalid(&key, &value, reason))
    }

    /// `None` when the variable is unset; the parsed value when it is set. A value that
    /// is set but does not parse is still an error, unlike [`Env::get_or`].
    pub fn get_opt<T: FromEnv>(&self, name: &str) -> Result<Option<T>, EnvError> {
        let key = self.key(name);
        match self.source.var(&key) {
            None => Ok(None),
            Some(value) => T::from_env(&value).map(Some).map_err(|reason| EnvError::invalid(&key, &value, reason)),
        }
    }

    /// The parsed value, or `default` when the variable is unset or does not parse.
    pub fn get_or<T: FromEnv>(&self, name: &str, default: T) -> T {
        match self.source.var(&self.key(name)) {
            Some(value) => T::from_env(&value).unwrap_or(default),
            None => default,
        }
    }
}
