use chrono::{DateTime, Local};

/// A time window; a missing bound is open.
#[derive(Debug, Default)]
pub struct Window {
    pub since: Option<DateTime<Local>>,
    pub until: Option<DateTime<Local>>,
}

impl Window {
    pub fn contains(&self, ts: DateTime<Local>) -> bool {
        if let Some(since) = self.since {
            if ts < since {
                return false;
            }
        }
        if let Some(until) = self.until {
            if ts > until {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32, m: u32) -> DateTime<Local> {
        Local.with_ymd_and_hms(2025, 11, 7, h, m, 0).unwrap()
    }

    #[test]
    fn open_window_takes_everything() {
        assert!(Window::default().contains(at(3, 0)));
    }

    #[test]
    fn since_is_inclusive() {
        let w = Window { since: Some(at(9, 0)), until: None };
        assert!(w.contains(at(9, 0)));
        assert!(!w.contains(at(8, 59)));
    }

    #[test]
    fn until_is_inclusive() {
        let w = Window { since: None, until: Some(at(10, 0)) };
        assert!(w.contains(at(10, 0)));
        assert!(!w.contains(at(10, 1)));
    }
}
