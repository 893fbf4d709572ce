use unicode_normalization::UnicodeNormalization;

/// Key used to decide that two records are the same customer:
/// the e-mail address trimmed, NFKC-normalized (full-width to ASCII) and lowercased.
pub fn dedup_key(email: &str) -> String {
    email.trim().nfkc().collect::<String>().to_lowercase()
}

/// Phone numbers compared by digits only.
pub fn phone_digits(phone: &str) -> String {
    phone.chars().filter(|c| c.is_ascii_digit()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_digits_drops_separators() {
        assert_eq!(phone_digits("03-1234-5678"), "0312345678");
        assert_eq!(phone_digits("(03) 1234 5678"), "0312345678");
    }

    #[test]
    fn key_of_plain_email() {
        assert_eq!(dedup_key("a@example.com"), "a@example.com");
    }

    #[test]
    fn key_ignores_case_space_and_width() {
        assert_eq!(dedup_key("  Taro@Example.COM "), "taro@example.com");
        assert_eq!(dedup_key("ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ"), "taro@example.com");
    }
}
