use anyhow::{Context, Result};

pub struct Item {
    pub id: String,
    pub title: String,
    pub summary: Option<String>,
    pub link: String,
}

pub fn items(body: &[u8]) -> Result<Vec<Item>> {
    let feed = feed_rs::parser::parse(body).context("parsing feed")?;
    Ok(feed
        .entries
        .into_iter()
        .filter_map(|e| {
            let link = e.links.first()?.href.clone();
            Some(Item {
                id: e.id,
                title: e.title.map(|t| t.content).unwrap_or_default(),
                summary: e.summary.map(|s| s.content),
                link,
            })
        })
        .collect())
}
