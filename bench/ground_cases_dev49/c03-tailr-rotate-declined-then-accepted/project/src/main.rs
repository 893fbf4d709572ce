mod cli;
mod follow;
mod matcher;
mod output;

use anyhow::{bail, Context, Result};
use clap::Parser;
use tokio::fs::File;
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::cli::Args;
use crate::matcher::Matcher;
use crate::output::Output;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<()> {
    let args = Args::parse();
    if let Err(msg) = args.validate() {
        bail!(msg);
    }
    if args.json && !cfg!(feature = "json") {
        bail!("this build has no JSON support (built without the `json` feature)");
    }
    let mut matcher = Matcher::new(&args.patterns).context("bad --regex")?;
    let mut out = Output::new(args.color, args.json);

    if args.follow {
        follow::follow(&args.file, &mut matcher, &mut out, args.max).await?;
    } else {
        let file = File::open(&args.file)
            .await
            .with_context(|| format!("open {}", args.file.display()))?;
        let mut lines = BufReader::new(file).lines();
        while let Some(line) = lines.next_line().await? {
            if let Some(pattern) = matcher.check(&line) {
                out.emit(pattern, &line)?;
                if args.max.is_some_and(|limit| out.printed >= limit) {
                    break;
                }
            }
        }
    }
    if args.stats {
        out.stats(&matcher.counts())?;
    }
    out.flush()?;
    Ok(())
}
