use std::path::PathBuf;

pub const USAGE: &str = "usage: csvsum [--column NAME] [--delim C] [--decimal-comma] [FILE]";

#[derive(Debug)]
pub struct Options {
    pub path: Option<PathBuf>,
    pub column: String,
    pub delimiter: u8,
    pub decimal_comma: bool,
}

pub fn parse(args: impl Iterator<Item = String>) -> Result<Options, String> {
    let mut opts = Options {
        path: None,
        column: "amount".to_string(),
        delimiter: b',',
        decimal_comma: false,
    };
    let mut args = args.skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--delim" | "-d" => {
                let value = args.next().ok_or("--delim needs a value")?;
                let bytes = value.as_bytes();
                if bytes.len() != 1 {
                    return Err(format!("--delim must be one character, got {value:?}"));
                }
                opts.delimiter = bytes[0];
            }
            "--column" | "-c" => {
                opts.column = args.next().ok_or("--column needs a value")?;
            }
            "--decimal-comma" => opts.decimal_comma = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            "-V" | "--version" => return Err(format!("csvsum {}", env!("CARGO_PKG_VERSION"))),
            other if other.starts_with('-') => return Err(format!("unknown option {other}\n{USAGE}")),
            other => opts.path = Some(PathBuf::from(other)),
        }
    }
    Ok(opts)
}
