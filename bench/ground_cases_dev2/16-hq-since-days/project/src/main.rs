mod cli;
mod duration;
mod store;

fn main() {
    let args = cli::parse(std::env::args().skip(1).collect());
    let since = args.since.as_deref().map(duration::parse_since).transpose();
    match since {
        Ok(since) => store::list(since),
        Err(e) => {
            eprintln!("hq: {e}");
            std::process::exit(2);
        }
    }
}
