use serde::Serialize;

#[derive(Clone, Serialize)]
pub struct Entry {
    pub text: String,
    pub copied_at: u64,
    pub pinned: bool,
}

pub struct History {
    entries: Vec<Entry>,
    limit: usize,
    paused: bool,
}

impl History {
    pub fn new(limit: usize) -> Self {
        Self { entries: Vec::new(), limit, paused: false }
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn paused(&self) -> bool {
        self.paused
    }

    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
    }

    pub fn set_limit(&mut self, limit: usize) {
        self.limit = limit.clamp(10, 1000);
        self.trim();
    }

    /// Add a copied text; a repeat moves to the top instead of being added twice.
    pub fn push(&mut self, text: String, now: u64) {
        if self.paused || text.trim().is_empty() {
            return;
        }
        let pinned = match self.entries.iter().position(|e| e.text == text) {
            Some(i) => self.entries.remove(i).pinned,
            None => false,
        };
        self.entries.insert(0, Entry { text, copied_at: now, pinned });
        self.trim();
    }

    fn trim(&mut self) {
        let limit = self.limit;
        let mut unpinned = 0;
        self.entries.retain(|e| {
            if e.pinned {
                return true;
            }
            unpinned += 1;
            unpinned <= limit
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeat_moves_to_top() {
        let mut h = History::new(50);
        h.push("a".into(), 1);
        h.push("b".into(), 2);
        h.push("a".into(), 3);
        let texts: Vec<_> = h.entries().iter().map(|e| e.text.as_str()).collect();
        assert_eq!(texts, ["a", "b"]);
    }

    #[test]
    fn limit_is_respected() {
        let mut h = History::new(10);
        for i in 0..30 {
            h.push(format!("t{i}"), i);
        }
        assert_eq!(h.entries().len(), 10);
        h.set_limit(200);
        for i in 30..150 {
            h.push(format!("t{i}"), i);
        }
        assert_eq!(h.entries().len(), 130);
    }

    #[test]
    fn paused_ignores_copies() {
        let mut h = History::new(50);
        h.set_paused(true);
        h.push("secret".into(), 1);
        assert!(h.entries().is_empty());
    }
}
