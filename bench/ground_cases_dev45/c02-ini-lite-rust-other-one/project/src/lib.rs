//! ini-lite: a small INI reader with typed getters.
//!
//! ```
//! let ini = ini_lite::Ini::parse("[server]\nport = 8080\n").unwrap();
//! assert_eq!(ini.get_as::<u16>("server", "port"), Some(8080));
//! ```

mod parser;

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    UnclosedSection { line: usize },
    MissingEquals { line: usize },
    EmptyKey { line: usize },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnclosedSection { line } => write!(f, "line {line}: section header is missing `]`"),
            Error::MissingEquals { line } => write!(f, "line {line}: expected `key = value`"),
            Error::EmptyKey { line } => write!(f, "line {line}: empty key"),
        }
    }
}

impl std::error::Error for Error {}

#[derive(Debug, Default, Clone)]
pub struct Ini {
    pub(crate) sections: BTreeMap<String, BTreeMap<String, String>>,
}

impl Ini {
    pub fn parse(text: &str) -> Result<Self, Error> {
        parser::parse(text)
    }

    /// Raw string value of `key` in `section`.
    pub fn get(&self, section: &str, key: &str) -> Option<&str> {
        self.sections.get(section)?.get(key).map(String::as_str)
    }

    /// Value parsed as `T`; `None` when missing or unparsable.
    pub fn get_as<T: FromStr>(&self, section: &str, key: &str) -> Option<T> {
        self.get(section, key)?.parse().ok()
    }

    pub fn get_bool(&self, section: &str, key: &str) -> Option<bool> {
        match self.get(section, key)?.to_ascii_lowercase().as_str() {
            "1" | "true" | "yes" | "on" => Some(true),
            "0" | "false" | "no" | "off" => Some(false),
            _ => None,
        }
    }

    pub fn sections(&self) -> impl Iterator<Item = &str> {
        self.sections.keys().map(String::as_str)
    }

    pub fn has_section(&self, section: &str) -> bool {
        self.sections.contains_key(&section.to_lowercase())
    }
}
