//! `.env` ファイルを読むだけの小さな crate.
//!
//! ```
//! let vars = envfile_lite::parse_str("A=1\nB=two").unwrap();
//! assert_eq!(vars.get("B").map(String::as_str), Some("two"));
//! ```

mod error;
mod parser;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

pub use error::ParseError;

pub type EnvMap = BTreeMap<String, String>;

/// 文字列をパースする.
pub fn parse_str(input: &str) -> Result<EnvMap, ParseError> {
    let mut map = EnvMap::new();
    for (idx, raw) in input.lines().enumerate() {
        if let Some((k, v)) = parser::parse_line(raw, idx + 1)? {
            map.insert(k, v);
        }
    }
    Ok(map)
}

/// ファイルを読んでパースする.
pub fn from_path(path: impl AsRef<Path>) -> Result<EnvMap, ParseError> {
    let text = fs::read_to_string(path.as_ref()).map_err(|e| ParseError::Io(e.to_string()))?;
    parse_str(&text)
}
