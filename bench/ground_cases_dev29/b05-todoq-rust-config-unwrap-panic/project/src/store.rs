use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{bail, Result};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Task {
    pub id: u32,
    pub list: String,
    pub text: String,
    pub done: bool,
    pub due: Option<NaiveDate>,
}

#[derive(Default, Serialize, Deserialize)]
struct Data {
    next_id: u32,
    tasks: Vec<Task>,
}

pub struct Store {
    path: PathBuf,
    data: Data,
}

impl Store {
    pub fn open(dir: &Path) -> Result<Self> {
        fs::create_dir_all(dir)?;
        let path = dir.join("tasks.toml");
        let data = match fs::read_to_string(&path) {
            Ok(text) => toml::from_str(&text)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Data { next_id: 1, tasks: vec![] },
            Err(e) => return Err(e.into()),
        };
        Ok(Self { path, data })
    }

    pub fn add(&mut self, list: &str, text: &str) -> Result<Task> {
        let task = Task { id: self.data.next_id, list: list.into(), text: text.into(), done: false, due: None };
        self.data.next_id += 1;
        self.data.tasks.push(task.clone());
        Ok(task)
    }

    pub fn list(&self, list: &str, all: bool) -> Vec<Task> {
        self.data.tasks.iter().filter(|t| t.list == list && (all || !t.done)).cloned().collect()
    }

    pub fn complete(&mut self, id: u32) -> Result<()> {
        match self.data.tasks.iter_mut().find(|t| t.id == id) {
            Some(t) => t.done = true,
            None => bail!("no task #{id}"),
        }
        Ok(())
    }

    pub fn save(&self) -> Result<()> {
        fs::write(&self.path, toml::to_string(&self.data)?)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_then_list_skips_done() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Store::open(dir.path()).unwrap();
        s.add("inbox", "a").unwrap();
        let b = s.add("inbox", "b").unwrap();
        s.complete(b.id).unwrap();
        assert_eq!(s.list("inbox", false).len(), 1);
        assert_eq!(s.list("inbox", true).len(), 2);
    }

    #[test]
    fn open_missing_file_starts_at_one() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = Store::open(dir.path()).unwrap();
        assert_eq!(s.add("inbox", "x").unwrap().id, 1);
    }
}
