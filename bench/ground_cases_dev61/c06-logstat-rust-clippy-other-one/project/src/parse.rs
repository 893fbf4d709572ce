/// One parsed log line. Access lines carry the whole request; the rest are kept
/// only so they can be counted as "other".
#[derive(Debug, Clone)]
pub enum Record {
    Access {
        ip: String,
        method: String,
        path: String,
        status: u16,
        bytes: u64,
        referer: String,
        user_agent: String,
        upstream_ms: Option<u32>,
    },
    Comment,
    Other(u8),
}

impl Record {
    pub fn key(&self, by: &str) -> String {
        match self {
            Record::Access { ip, path, status, user_agent, .. } => match by {
                "ip" => ip.clone(),
                "status" => status.to_string(),
                "ua" => user_agent.clone(),
                _ => path.clone(),
            },
            Record::Comment => "#".into(),
            Record::Other(_) => "(other)".into(),
        }
    }
}

pub fn parse_line(line: &str) -> Option<Record> {
    let line = line.trim_end();
    if line.is_empty() {
        return None;
    }
    if let Some(_note) = line.strip_prefix('#') {
        return Some(Record::Comment);
    }
    let quoted: Vec<&str> = line.split('"').collect();
    if quoted.len() < 7 {
        return Some(Record::Other(quoted.len() as u8));
    }
    let ip = line.split_whitespace().next()?.to_string();
    let mut req = quoted[1].split_whitespace();
    let method = req.next()?.to_string();
    let path = req.next()?.to_string();
    let mut nums = quoted[2].split_whitespace();
    let status = nums.next()?.parse().ok()?;
    let bytes = nums.next()?.parse().unwrap_or(0);
    let upstream_ms = quoted.get(7).and_then(|s| s.trim().parse().ok());
    Some(Record::Access {
        ip,
        method,
        path,
        status,
        bytes,
        referer: quoted[3].to_string(),
        user_agent: quoted[5].to_string(),
        upstream_ms,
    })
}
