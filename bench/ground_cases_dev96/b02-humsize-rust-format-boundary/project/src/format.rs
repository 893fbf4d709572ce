//! Formatting byte counts for people.

use crate::unit::{Base, BINARY_UNITS};

/// Formats a byte count with binary (IEC) units and one decimal.
///
/// Counts below 1 KiB are printed as whole bytes.
///
/// ```
/// use humsize::format_size;
///
/// assert_eq!(format_size(512), "512 B");
/// assert_eq!(format_size(1024), "1.0 KiB");
/// assert_eq!(format_size(1_572_864), "1.5 MiB");
/// ```
pub fn format_size(bytes: u64) -> String {
    format_size_with(bytes, Base::Binary)
}

/// Formats a byte count in the given [`Base`], with one decimal.
///
/// ```
/// use humsize::{format_size_with, Base};
///
/// assert_eq!(format_size_with(1_500_000, Base::Decimal), "1.5 MB");
/// assert_eq!(format_size_with(999, Base::Decimal), "999 B");
/// ```
pub fn format_size_with(bytes: u64, base: Base) -> String {
    let step = base.step();
    if bytes <= step {
        return format!("{bytes} B");
    }
    let units = base.units();
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= step as f64 && unit < units.len() - 1 {
        value /= step as f64;
        unit += 1;
    }
    format!("{value:.1} {}", units[unit])
}

/// Like [`format_size`], with `decimals` digits after the point (`0` prints whole units).
pub fn format_size_precise(bytes: u64, decimals: usize) -> String {
    if bytes < 1024 {
        return format!("{bytes} B");
    }
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < BINARY_UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    format!("{value:.decimals$} {}", BINARY_UNITS[unit])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_counts_are_bytes() {
        assert_eq!(format_size(0), "0 B");
        assert_eq!(format_size(1023), "1023 B");
    }

    #[test]
    fn picks_the_largest_unit() {
        assert_eq!(format_size(5 * 1024 * 1024 * 1024), "5.0 GiB");
        assert_eq!(format_size(u64::MAX), "16.0 EiB");
    }

    #[test]
    fn decimal_base() {
        assert_eq!(format_size_with(999, Base::Decimal), "999 B");
        assert_eq!(format_size_with(1_500_000, Base::Decimal), "1.5 MB");
        assert_eq!(format_size_with(42_000_000_000, Base::Decimal), "42.0 GB");
    }

    #[test]
    fn precise() {
        assert_eq!(format_size_precise(1_234_567, 3), "1.177 MiB");
        assert_eq!(format_size_precise(1_234_567, 0), "1 MiB");
    }
}
