//! Unit tables shared by the parser and the formatter.

/// Binary (IEC) unit names, index = power of 1024.
pub(crate) const BINARY_UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];

/// Decimal (SI) unit names, index = power of 1000.
pub(crate) const DECIMAL_UNITS: [&str; 7] = ["B", "kB", "MB", "GB", "TB", "PB", "EB"];

/// Which multiple [`format_size_with`](crate::format_size_with) uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Base {
    /// Powers of 1024: KiB, MiB, GiB...
    #[default]
    Binary,
    /// Powers of 1000 (SI): kB, MB, GB...
    Decimal,
}

impl Base {
    /// The size of one step: 1024 or 1000.
    pub const fn step(self) -> u64 {
        match self {
            Base::Binary => 1024,
            Base::Decimal => 1000,
        }
    }

    pub(crate) fn units(self) -> &'static [&'static str; 7] {
        match self {
            Base::Binary => &BINARY_UNITS,
            Base::Decimal => &DECIMAL_UNITS,
        }
    }
}

/// The number of bytes one `unit` stands for, or `None` for an unknown unit.
///
/// Units are matched case-insensitively. `K`, `M`, `G`... without `i` or `B` are read
/// as binary, the way `ls -h` prints them; `KB`, `MB`... are decimal (SI).
pub(crate) fn multiplier(unit: &str) -> Option<u64> {
    let lower = unit.to_ascii_lowercase();
    let (power, binary) = match lower.as_str() {
        "" | "b" => return Some(1),
        "k" | "kib" => (1, true),
        "m" | "mib" => (2, true),
        "g" | "gib" => (3, true),
        "t" | "tib" => (4, true),
        "p" | "pib" => (5, true),
        "e" | "eib" => (6, true),
        "kb" => (1, false),
        "mb" => (2, false),
        "gb" => (3, false),
        "tb" => (4, false),
        "pb" => (5, false),
        "eb" => (6, false),
        _ => return None,
    };
    let step: u64 = if binary { 1024 } else { 1000 };
    Some(step.pow(power))
}
