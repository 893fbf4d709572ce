use std::{collections::HashSet, path::Path};

use anyhow::Result;

pub struct Seen(HashSet<String>);

impl Seen {
    pub fn load(path: &Path) -> Result<Self> {
        match std::fs::read_to_string(path) {
            Ok(text) => Ok(Self(serde_json::from_str(&text)?)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Self(HashSet::new())),
            Err(e) => Err(e.into()),
        }
    }

    pub fn contains(&self, id: &str) -> bool {
        self.0.contains(id)
    }

    pub fn insert(&mut self, id: String) {
        self.0.insert(id);
    }

    pub fn save(&self, path: &Path) -> Result<()> {
        std::fs::write(path, serde_json::to_string(&self.0)?)?;
        Ok(())
    }
}
