use chrono::{Datelike, NaiveDate};

/// Invoice numbers look like RE-2025-0042 (RE = Rechnung).
pub fn invoice_number(issued: NaiveDate, seq: u32) -> String {
    format!("RE-{}-{:04}", issued.year(), seq)
}

/// Credit notes (Gutschrift) reference the invoice they correct.
pub fn credit_note_number(invoice_number: &str, n: u32) -> String {
    format!("GS-{}-{}", invoice_number.trim_start_matches("RE-"), n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invoice_number_is_zero_padded() {
        let d = NaiveDate::from_ymd_opt(2025, 11, 26).unwrap();
        assert_eq!(invoice_number(d, 42), "RE-2025-0042");
        assert_eq!(invoice_number(d, 12345), "RE-2025-12345");
    }

    #[test]
    fn credit_note_refers_to_invoice() {
        assert_eq!(credit_note_number("RE-2025-0042", 1), "GS-2025-0042-1");
    }
}
