//! Match keys. Two contacts are duplicates when any of their keys are equal.

use unicode_normalization::UnicodeNormalization;

use crate::record::Contact;

/// Email rule: case-insensitive, ignores "+tags" and dots in Gmail addresses.
pub fn email_key(c: &Contact) -> Option<String> {
    let email = c.email.trim().to_lowercase();
    let (local, domain) = email.split_once('@')?;
    let local = local.split('+').next().unwrap_or(local);
    let domain = domain.split('.').next().unwrap_or(domain);
    let local = if domain == "gmail" || domain == "googlemail" {
        local.replace('.', "")
    } else {
        local.to_string()
    };
    if local.is_empty() {
        return None;
    }
    Some(format!("e:{local}@{domain}"))
}

/// Phone rule: digits only, German numbers normalised to +49.
pub fn phone_key(c: &Contact) -> Option<String> {
    let digits: String = c.phone.chars().filter(|ch| ch.is_ascii_digit()).collect();
    let digits = if let Some(rest) = digits.strip_prefix("0049") {
        format!("49{rest}")
    } else if let Some(rest) = digits.strip_prefix('0') {
        format!("49{rest}")
    } else {
        digits
    };
    if digits.len() < 8 || c.last_name.trim().is_empty() {
        return None;
    }
    // a number alone can be a switchboard: only match together with the last name
    Some(format!("p:{digits}|{}", fold(&c.last_name)))
}

/// Name rule: same first and last name (accents folded) at the same company.
pub fn name_company_key(c: &Contact) -> Option<String> {
    if c.last_name.trim().is_empty() || c.company.trim().is_empty() {
        return None;
    }
    Some(format!("n:{}|{}|{}", fold(&c.first_name), fold(&c.last_name), fold(&c.company)))
}

pub fn fold(s: &str) -> String {
    s.nfkd().filter(|ch| ch.is_alphanumeric()).collect::<String>().to_lowercase()
}

pub fn keys(c: &Contact) -> Vec<String> {
    [email_key(c), phone_key(c), name_company_key(c)].into_iter().flatten().collect()
}
