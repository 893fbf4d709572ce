mod account;
mod cli;
mod fees;
mod import;
mod ledger;
mod report;
mod tx;

use clap::Parser;

fn main() -> anyhow::Result<()> {
    let args = cli::Args::parse();
    let mut ledger = ledger::Ledger::default();
    match args.command {
        cli::Command::Import { path } => {
            for tx in import::read_csv(&path)? {
                ledger.apply(&tx).map_err(|e| anyhow::anyhow!("{e:?}"))?;
            }
            println!("imported; fees collected: {}", ledger.fees_collected);
        }
        cli::Command::Report { month, format } => {
            let r = report::monthly(&ledger, &month);
            match format {
                cli::Format::Text => println!("{}", report::render_text(&r)),
                cli::Format::Json => println!("{}", report::render_json(&r)),
            }
        }
    }
    Ok(())
}
