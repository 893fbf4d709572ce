use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    pub name: String,
    pub color: String,
}

#[derive(Debug, Deserialize)]
pub struct Source {
    pub id: String,
    pub labels: Vec<Label>,
}

#[derive(Debug, Serialize)]
pub struct Index {
    pub labels: Vec<Label>,
    pub sources: usize,
}

impl Index {
    pub fn new(labels: Vec<Label>, sources: usize) -> Self {
        Self { labels, sources }
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }
}
