use crate::duration::parse_duration;

#[derive(Debug, Clone)]
pub struct Job {
    pub name: String,
    pub every_secs: u64,
}

pub fn parse_line(line: &str) -> Option<Job> {
    let (name, every) = line.split_once('=')?;
    let every_secs = parse_duration(every).ok()?;
    Some(Job { name: name.trim().to_string(), every_secs })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_job_line() {
        let job = parse_line("backup = 6h").unwrap();
        assert_eq!(job.name, "backup");
        assert_eq!(job.every_secs, 21600);
    }
}
