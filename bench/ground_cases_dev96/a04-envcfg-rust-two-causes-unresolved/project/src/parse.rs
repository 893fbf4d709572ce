use std::time::Duration;

/// Types that can be read from the text of one environment variable.
pub trait FromEnv: Sized {
    /// Parse `value`; the error is a short reason shown after the variable's name.
    fn from_env(value: &str) -> Result<Self, String>;
}

impl FromEnv for String {
    fn from_env(value: &str) -> Result<Self, String> {
        Ok(value.to_string())
    }
}

impl FromEnv for bool {
    fn from_env(value: &str) -> Result<Self, String> {
        match value {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            other => Err(format!("expected true, false, 1 or 0, got {other:?}")),
        }
    }
}

macro_rules! from_env_int {
    ($($t:ty),*) => {
        $(
            impl FromEnv for $t {
                fn from_env(value: &str) -> Result<Self, String> {
                    value.trim().parse::<$t>().map_err(|e| e.to_string())
                }
            }
        )*
    };
}

from_env_int!(u16, u32, u64, usize, i32, i64);

impl FromEnv for Duration {
    fn from_env(value: &str) -> Result<Self, String> {
        parse_duration(value)
    }
}

/// A comma-separated list; an empty or blank value is an empty list.
impl<T: FromEnv> FromEnv for Vec<T> {
    fn from_env(value: &str) -> Result<Self, String> {
        if value.trim().is_empty() {
            return Ok(Vec::new());
        }
        value.split(',').map(|item| T::from_env(item.trim())).collect()
    }
}

/// "250ms", "30s", "5m", "2h"; a bare number is seconds.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().map_err(|_| format!("invalid duration {text:?}"))?;
    let duration = match unit {
        "ms" => Duration::from_millis(n),
        "" | "s" => Duration::from_secs(n),
        "m" => Duration::from_secs(n * 60),
        "h" => Duration::from_secs(n * 3600),
        _ => return Err(format!("unknown unit {unit:?} in duration {text:?}")),
    };
    Ok(duration)
}
