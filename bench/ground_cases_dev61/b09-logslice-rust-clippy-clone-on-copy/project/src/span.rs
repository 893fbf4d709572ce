/// A byte range in the input line, used for error messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    pub fn len(&self) -> usize {
        self.end - self.start
    }

    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    pub fn join(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }

    /// A caret line pointing at the span, for `error: ...` output.
    pub fn underline(&self) -> String {
        let mut s = " ".repeat(self.start);
        s.push_str(&"^".repeat(self.len().max(1)));
        s
    }
}
