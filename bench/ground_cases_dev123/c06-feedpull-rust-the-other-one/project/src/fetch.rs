use std::time::Duration;

pub fn pull(url: &str, timeout_secs: u64, dry_run: bool) -> Result<usize, String> {
    let agent = ureq::AgentBuilder::new()
        .timeout(Duration::from_secs(timeout_secs))
        .build();
    let body = agent
        .get(url)
        .call()
        .map_err(|e| e.to_string())?
        .into_string()
        .map_err(|e| e.to_string())?;
    let items = count_items(&body);
    if !dry_run {
        store(url, &body)?;
    }
    Ok(items)
}

fn count_items(xml: &str) -> usize {
    xml.matches("<item>").count() + xml.matches("<entry>").count()
}

fn store(url: &str, body: &str) -> Result<(), String> {
    let name: String = url
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let dir = std::path::Path::new("feeds");
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(format!("{name}.xml")), body).map_err(|e| e.to_string())
}
