use std::fmt;

/// Why a variable could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EnvError {
    /// The variable is not set (or not valid Unicode).
    Missing { key: String },
    /// The variable is set but its text does not parse as the requested type.
    Invalid { key: String, value: String, reason: String },
}

impl EnvError {
    /// The full variable name, prefix included.
    pub fn key(&self) -> &str {
        match self {
            EnvError::Missing { key } | EnvError::Invalid { key, .. } => key,
        }
    }

    pub(crate) fn invalid(key: &str, value: &str, reason: impl Into<String>) -> Self {
        EnvError::Invalid { key: key.to_string(), value: value.to_string(), reason: reason.into() }
    }
}

impl fmt::Display for EnvError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvError::Missing { key } => write!(f, "environment variable {key} is not set"),
            EnvError::Invalid { key, value, reason } => {
                write!(f, "environment variable {key}={value:?} is invalid: {reason}")
            }
        }
    }
}

impl std::error::Error for EnvError {}
