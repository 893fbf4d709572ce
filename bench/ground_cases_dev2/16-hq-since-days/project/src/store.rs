use std::time::Duration;

pub fn list(since: Option<Duration>) {
    match since {
        Some(d) => println!("entries from the last {}s", d.as_secs()),
        None => println!("all entries"),
    }
}
