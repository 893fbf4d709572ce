use anyhow::Result;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fs;

use crate::api::{ApiClient, Contact};
use crate::config::Config;

#[derive(Default)]
pub struct Summary {
    pub fetched: usize,
    pub created: usize,
    pub updated: usize,
    pub skipped: usize,
}

#[derive(Serialize, Deserialize)]
struct State {
    last_sync: DateTime<Utc>,
}

#[derive(Serialize, Deserialize, Clone)]
struct Member {
    crm_id: String,
    name: String,
    phone: String,
}

/// Members are matched by phone number, so both sides must be normalised the same way.
fn normalize_phone(raw: &str) -> String {
    raw.trim().replace('-', "")
}

fn load_state(path: &str) -> State {
    fs::read_to_string(path)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(State { last_sync: DateTime::<Utc>::MIN_UTC })
}

pub fn run(cfg: &Config, client: &ApiClient, dry_run: bool) -> Result<Summary> {
    let mut state = load_state(&cfg.state_path);
    let mut members: HashMap<String, Member> = match fs::read_to_string(&cfg.members_path) {
        Ok(t) => serde_json::from_str(&t)?,
        Err(_) => HashMap::new(),
    };
    let mut summary = Summary::default();
    let mut page = 1;
    loop {
        let batch: Vec<Contact> = client.list_contacts(state.last_sync, page, cfg.page_size)?;
        summary.fetched += batch.len();
        for c in &batch {
            let key = normalize_phone(&c.phone);
            if key.is_empty() {
                summary.skipped += 1;
                continue;
            }
            let member = Member { crm_id: c.id.clone(), name: c.name.clone(), phone: key.clone() };
            match members.insert(key, member) {
                None => summary.created += 1,
                Some(_) => summary.updated += 1,
            }
        }
        if batch.len() < cfg.page_size {
            break;
        }
        page += 1;
    }
    if !dry_run {
        fs::write(&cfg.members_path, serde_json::to_string_pretty(&members)?)?;
        state.last_sync = Utc::now();
        fs::write(&cfg.state_path, serde_json::to_string(&state)?)?;
    }
    Ok(summary)
}
