use crate::model::Kind;

/// Substring rules, first match wins. Descriptions are compared lowercase.
pub struct Rules {
    rules: Vec<(&'static str, &'static str)>,
}

impl Rules {
    pub fn builtin() -> Rules {
        Rules {
            rules: vec![
                ("tesco", "groceries"),
                ("lidl", "groceries"),
                ("aldi", "groceries"),
                ("pret", "eating out"),
                ("costa", "eating out"),
                ("deliveroo", "eating out"),
                ("tfl", "transport"),
                ("uber", "transport"),
                ("netflix", "subscriptions"),
                ("spotify", "subscriptions"),
            ],
        }
    }

    pub fn categorize(&self, kind: &Kind, description: &str) -> String {
        match kind {
            Kind::Topup | Kind::Exchange => return "internal".to_string(),
            Kind::Fee => return "fees".to_string(),
            _ => {}
        }
        let lower = description.to_lowercase();
        self.rules
            .iter()
            .find(|(needle, _)| lower.contains(needle))
            .map(|(_, category)| category.to_string())
            .unwrap_or_else(|| "other".to_string())
    }
}
