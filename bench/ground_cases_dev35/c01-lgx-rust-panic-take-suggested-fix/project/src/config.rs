//! 命令行参数

pub struct Config {
    pub batch_size: usize,
    pub max_field_len: usize,
    pub source: String,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            batch_size: 500,
            max_field_len: 256,
            source: "unknown".to_string(),
        }
    }
}

impl Config {
    pub fn from_args(args: &[String]) -> Result<Config, String> {
        let mut cfg = Config::default();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            match arg.as_str() {
                "--batch-size" => {
                    let v = it.next().ok_or("--batch-size 需要一个值")?;
                    cfg.batch_size = parse_usize(v, "--batch-size")?;
                }
                "--max-field-len" => {
                    let v = it.next().ok_or("--max-field-len 需要一个值")?;
                    cfg.max_field_len = parse_usize(v, "--max-field-len")?;
                }
                "--source" => {
                    let v = it.next().ok_or("--source 需要一个值")?;
                    cfg.source = v.clone();
                }
                other => return Err(format!("未知参数: {other}")),
            }
        }
        if cfg.batch_size == 0 {
            return Err("--batch-size 不能是 0".to_string());
        }
        Ok(cfg)
    }
}

fn parse_usize(v: &str, flag: &str) -> Result<usize, String> {
    v.parse::<usize>()
        .map_err(|_| format!("{flag} 不是合法数字: {v}"))
}
