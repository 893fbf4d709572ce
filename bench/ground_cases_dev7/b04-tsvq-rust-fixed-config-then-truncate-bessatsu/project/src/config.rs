use std::fs;
use std::path::Path;

#[derive(Debug, Default, PartialEq)]
pub struct Config {
    pub max_width: Option<usize>,
    pub delimiter: Option<char>,
    pub header: bool,
}

pub fn load(path: &Path) -> anyhow::Result<Config> {
    let text = fs::read_to_string(path)?;
    parse(&text)
}

pub fn parse(text: &str) -> anyhow::Result<Config> {
    let mut cfg = Config::default();
    for line in text.lines() {
        let line = line.trim();
        // blank line or comment
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            anyhow::bail!("invalid line in config: {line}");
        };
        match key.trim() {
            "max_width" => cfg.max_width = Some(value.trim().parse()?),
            "delimiter" => cfg.delimiter = value.trim().chars().next(),
            "header" => cfg.header = value.trim() == "true",
            other => eprintln!("tsvq: unknown config key `{other}`, ignored"),
        }
    }
    Ok(cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_blank_lines_and_comments() {
        let cfg = parse("# width\n\nmax_width=24\n   \nheader=true\n").unwrap();
        assert_eq!(cfg, Config { max_width: Some(24), delimiter: None, header: true });
    }

    #[test]
    fn empty_file_is_default() {
        assert_eq!(parse("").unwrap(), Config::default());
    }
}
