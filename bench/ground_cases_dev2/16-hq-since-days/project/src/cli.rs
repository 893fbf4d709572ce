pub struct Args {
    pub since: Option<String>,
}

pub fn parse(argv: Vec<String>) -> Args {
    let mut since = None;
    let mut it = argv.into_iter();
    while let Some(a) = it.next() {
        if a == "--since" {
            since = it.next();
        }
    }
    Args { since }
}
