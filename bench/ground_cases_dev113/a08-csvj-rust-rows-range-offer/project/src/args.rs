#[derive(Debug, Clone, PartialEq)]
pub struct RowRange {
    pub start: usize,
    pub end: Option<usize>,
}

impl RowRange {
    pub fn all() -> Self {
        RowRange { start: 1, end: None }
    }

    /// Data rows are numbered from 1 (the header is not a row).
    pub fn contains(&self, row: usize) -> bool {
        row >= self.start && self.end.map_or(true, |e| row < e)
    }
}

#[derive(Debug)]
pub struct Args {
    pub input: Option<String>,
    pub delimiter: char,
    pub rows: RowRange,
}

/// "5-10" -> rows 5 through 10, "5-" -> 5 to the end, "7" -> just row 7.
pub fn parse_range(s: &str) -> Result<RowRange, String> {
    let bad = || format!("bad --rows value: {s}");
    match s.split_once('-') {
        Some((a, "")) => Ok(RowRange { start: a.parse().map_err(|_| bad())?, end: None }),
        Some((a, b)) => Ok(RowRange { start: a.parse().map_err(|_| bad())?, end: Some(b.parse().map_err(|_| bad())?) }),
        None => {
            let n: usize = s.parse().map_err(|_| bad())?;
            Ok(RowRange { start: n, end: Some(n + 1) })
        }
    }
}

impl Args {
    pub fn parse(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
        let mut args = Args { input: None, delimiter: ',', rows: RowRange::all() };
        while let Some(a) = it.next() {
            match a.as_str() {
                "-d" | "--delimiter" => {
                    let v = it.next().ok_or("missing value for --delimiter")?;
                    args.delimiter = v.chars().next().ok_or("empty delimiter")?;
                }
                "--rows" => {
                    let v = it.next().ok_or("missing value for --rows")?;
                    args.rows = parse_range(&v)?;
                }
                other if other.starts_with('-') => return Err(format!("unknown flag {other}")),
                path => args.input = Some(path.to_string()),
            }
        }
        Ok(args)
    }
}
