use anyhow::{Context, Result};
use reqwest::Client;
use serde::Serialize;

use crate::feed::Item;

const MAX_CHARS: usize = 500;

#[derive(Serialize)]
struct NewStatus<'a> {
    status: &'a str,
    visibility: &'a str,
}

pub struct Mastodon {
    client: Client,
    url: String,
    token: String,
}

impl Mastodon {
    pub fn new(client: Client, instance: &str, token: &str) -> Self {
        Self { client, url: format!("{}/api/v1/statuses", instance.trim_end_matches('/')), token: token.to_owned() }
    }

    pub async fn post(&self, item: &Item) -> Result<()> {
        let text = render(item);
        self.client
            .post(&self.url)
            .bearer_auth(&self.token)
            .json(&NewStatus { status: &text, visibility: "unlisted" })
            .send()
            .await
            .context("posting status")?
            .error_for_status()
            .context("posting status")?;
        Ok(())
    }
}

pub fn render(item: &Item) -> String {
    let summary = item.summary.as_deref().unwrap_or("").trim();
    let mut text = format!("{}\n\n{}", item.title.trim(), summary);
    let room = MAX_CHARS - item.link.len() - 3;
    if text.chars().count() > room {
        text = text.chars().take(room - 1).collect::<String>() + "…";
    }
    text.push_str("\n\n");
    text.push_str(&item.link);
    text
}
