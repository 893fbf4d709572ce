use chrono::NaiveDateTime;

const FMT: &str = "%Y-%m-%dT%H:%M:%S";

pub struct Window {
    since: Option<NaiveDateTime>,
    until: Option<NaiveDateTime>,
}

impl Window {
    pub fn parse(since: Option<&str>, until: Option<&str>) -> Result<Self, String> {
        let p = |s: &str| NaiveDateTime::parse_from_str(s, FMT).map_err(|e| format!("bad time {s:?}: {e}"));
        Ok(Window {
            since: since.map(p).transpose()?,
            until: until.map(p).transpose()?,
        })
    }

    pub fn contains(&self, ts: &str) -> bool {
        let Ok(t) = NaiveDateTime::parse_from_str(&ts[..19], FMT) else {
            return false;
        };
        if let Some(s) = self.since {
            if t < s {
                return false;
            }
        }
        if let Some(u) = self.until {
            if t >= u {
                return false;
            }
        }
        true
    }
}

const LEVELS: [&str; 4] = ["debug", "info", "warn", "error"];

pub fn level_at_least(level: &str, min: &str) -> bool {
    let rank = |l: &str| LEVELS.iter().position(|x| *x == l).unwrap_or(0);
    rank(level) >= rank(min)
}
