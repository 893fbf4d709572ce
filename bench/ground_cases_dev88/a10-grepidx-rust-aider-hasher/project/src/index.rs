use std::collections::HashMap;

use crate::tokenize::tokens;
use crate::Doc;

pub struct Index {
    postings: HashMap<String, Vec<u32>>,
}

impl Index {
    pub fn terms(&self) -> usize {
        self.postings.len()
    }

    pub fn docs_for(&self, term: &str) -> &[u32] {
        self.postings.get(term).map(Vec::as_slice).unwrap_or(&[])
    }
}

pub fn build_index(docs: &[Doc]) -> Index {
    let mut postings: HashMap<String, Vec<u32>> = HashMap::new();
    for (id, doc) in docs.iter().enumerate() {
        let id = id as u32;
        for term in tokens(&doc.text) {
            let list = postings.entry(term).or_default();
            if list.last() != Some(&id) {
                list.push(id);
            }
        }
    }
    Index { postings }
}

/// Documents that contain every query word.
pub fn search(index: &Index, query: &[String]) -> Vec<u32> {
    let mut words = query.iter().map(|q| q.to_lowercase());
    let Some(first) = words.next() else { return Vec::new() };
    let mut hits = index.docs_for(&first).to_vec();
    for w in words {
        let other = index.docs_for(&w);
        hits.retain(|id| other.binary_search(id).is_ok());
    }
    hits
}
