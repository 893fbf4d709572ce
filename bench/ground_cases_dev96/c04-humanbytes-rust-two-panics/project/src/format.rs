//! Writing a number of bytes as "1.5 GiB" or "300.0 kB".

/// Which multiples to use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Style {
    /// Powers of 1024: KiB, MiB, GiB …
    #[default]
    Binary,
    /// Powers of 1000: kB, MB, GB …
    Decimal,
}

/// How `format_size_with` writes a size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatOptions {
    /// Binary or decimal units.
    pub style: Style,
    /// Digits after the decimal point (default 1).
    pub precision: usize,
    /// A space between the number and the unit (default true).
    pub space: bool,
}

impl Default for FormatOptions {
    fn default() -> Self {
        FormatOptions { style: Style::Binary, precision: 1, space: true }
    }
}

const BINARY_UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
const DECIMAL_UNITS: [&str; 6] = ["B", "kB", "MB", "GB", "TB", "PB"];

/// Format `bytes` in the given style with the default options.
pub fn format_size(bytes: u64, style: Style) -> String {
    format_size_with(bytes, FormatOptions { style, ..FormatOptions::default() })
}

/// Format `bytes` with full control over precision and spacing.
pub fn format_size_with(bytes: u64, opts: FormatOptions) -> String {
    let (base, units) = match opts.style {
        Style::Binary => (1024_f64, &BINARY_UNITS),
        Style::Decimal => (1000_f64, &DECIMAL_UNITS),
    };
    let sep = if opts.space { " " } else { "" };
    if (bytes as f64) < base {
        return format!("{bytes}{sep}B");
    }
    let exp = ((bytes as f64).ln() / base.ln()).floor() as usize;
    let value = bytes as f64 / base.powi(exp as i32);
    format!("{value:.prec$}{sep}{unit}", prec = opts.precision, unit = units[exp])
}
