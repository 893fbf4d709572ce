use std::collections::HashMap;
use std::fs;
use std::path::Path;

use anyhow::{anyhow, Result};

/// Exchange rates into the target currency: target units per 1 unit of the key.
#[derive(Debug, Default)]
pub struct Rates {
    by_currency: HashMap<String, f64>,
}

impl Rates {
    pub fn load(path: &Path) -> Result<Self> {
        let text = fs::read_to_string(path)?;
        let mut by_currency = HashMap::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (cur, rate) = line
                .split_once(',')
                .ok_or_else(|| anyhow!("line {}: expected CUR,rate", n + 1))?;
            let rate: f64 = rate.trim().parse().map_err(|_| anyhow!("line {}: bad rate", n + 1))?;
            by_currency.insert(cur.trim().to_uppercase(), rate);
        }
        Ok(Rates { by_currency })
    }

    pub fn rate(&self, from: &str) -> Option<f64> {
        self.by_currency.get(from).copied()
    }
}

/// Converts cents of `from` into cents of the target currency.
pub fn convert(cents: i64, from: &str, target: &str, rates: &Rates) -> Result<i64> {
    if from == target {
        return Ok(cents);
    }
    let rate = rates.rate(from).ok_or_else(|| anyhow!("no rate for {from}"))?;
    Ok((cents as f64 * rate) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_currency_is_untouched() {
        let r = Rates::default();
        assert_eq!(convert(1999, "CNY", "CNY", &r).unwrap(), 1999);
    }
}
