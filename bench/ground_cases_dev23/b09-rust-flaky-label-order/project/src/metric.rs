use std::collections::HashMap;

/// One sample: a metric name, its labels and a value.
#[derive(Debug, Clone, PartialEq)]
pub struct Metric {
    pub name: String,
    pub labels: HashMap<String, String>,
    pub value: f64,
}

impl Metric {
    pub fn new(name: impl Into<String>, value: f64) -> Self {
        Metric {
            name: name.into(),
            labels: HashMap::new(),
            value,
        }
    }

    /// Builder-style label setter.
    pub fn label(mut self, key: impl Into<String>, value: impl Into<String>) -> Self {
        self.labels.insert(key.into(), value.into());
        self
    }

    /// A metric name is valid if it matches `[a-zA-Z_:][a-zA-Z0-9_:]*`.
    pub fn has_valid_name(&self) -> bool {
        let mut chars = self.name.chars();
        match chars.next() {
            Some(c) if c.is_ascii_alphabetic() || c == '_' || c == ':' => {}
            _ => return false,
        }
        chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
    }
}
