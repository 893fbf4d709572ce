use serde::Serialize;
use std::collections::VecDeque;

/// クリップボード履歴。新しいものが先頭。同じ文字列は先頭に移動する。
#[derive(Default)]
pub struct History {
    items: VecDeque<String>,
    limit: usize,
}

#[derive(Serialize)]
pub struct Item {
    pub index: usize,
    pub text: String,
}

impl History {
    pub fn new(limit: usize) -> Self {
        Self { items: VecDeque::new(), limit }
    }

    pub fn push(&mut self, text: String) {
        if text.trim().is_empty() {
            return;
        }
        self.items.retain(|t| t != &text);
        self.items.push_front(text);
        self.items.truncate(self.limit);
    }

    pub fn list(&self) -> Vec<Item> {
        self.items.iter().enumerate().map(|(index, t)| Item { index, text: t.clone() }).collect()
    }

    pub fn get(&self, index: usize) -> Option<&String> {
        self.items.get(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_duplicates_to_front_and_keeps_limit() {
        let mut h = History::new(2);
        h.push("a".into());
        h.push("b".into());
        h.push("a".into());
        h.push("c".into());
        let texts: Vec<_> = h.list().into_iter().map(|i| i.text).collect();
        assert_eq!(texts, ["c", "a"]);
    }
}
