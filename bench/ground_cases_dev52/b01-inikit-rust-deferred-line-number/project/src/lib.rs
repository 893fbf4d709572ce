//! inikit: a small, forgiving INI parser.
//!
//! ```
//! let doc = inikit::parse("[a]\nx = 1\n").unwrap();
//! assert_eq!(doc.get("a", "x"), Some("1"));
//! ```

mod error;
mod lexer;
mod parser;

use std::collections::BTreeMap;

pub use error::{ErrorKind, ParseError};
pub use parser::parse;

/// A parsed INI file. Keys outside any section live in the section `""`.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Document {
    order: Vec<String>,
    sections: BTreeMap<String, BTreeMap<String, String>>,
}

impl Document {
    pub(crate) fn add_section(&mut self, name: &str) {
        if !self.sections.contains_key(name) {
            self.order.push(name.to_string());
            self.sections.insert(name.to_string(), BTreeMap::new());
        }
    }

    pub(crate) fn insert(&mut self, section: &str, key: &str, value: String) {
        self.add_section(section);
        self.sections.get_mut(section).unwrap().insert(key.to_string(), value);
    }

    pub(crate) fn append(&mut self, section: &str, key: &str, more: &str) {
        if let Some(v) = self.sections.get_mut(section).and_then(|s| s.get_mut(key)) {
            v.push('\n');
            v.push_str(more);
        }
    }

    /// The value of `key` in `section`, if present.
    pub fn get(&self, section: &str, key: &str) -> Option<&str> {
        self.sections.get(section)?.get(key).map(String::as_str)
    }

    /// Section names in the order they first appear.
    pub fn sections(&self) -> impl Iterator<Item = &str> {
        self.order.iter().map(String::as_str)
    }
}
