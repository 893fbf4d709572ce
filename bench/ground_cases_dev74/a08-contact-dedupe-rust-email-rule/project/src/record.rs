use std::path::Path;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct Contact {
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub company: String,
    pub updated_at: String,
}

pub fn read_contacts(path: &Path) -> Result<Vec<Contact>> {
    let mut reader = csv::Reader::from_path(path).with_context(|| format!("open {}", path.display()))?;
    let mut out = Vec::new();
    for (i, row) in reader.deserialize().enumerate() {
        let contact: Contact = row.with_context(|| format!("{}: row {}", path.display(), i + 2))?;
        out.push(contact);
    }
    Ok(out)
}

pub fn write_contacts(path: &Path, contacts: &[Contact]) -> Result<()> {
    let mut writer = csv::Writer::from_path(path)?;
    for c in contacts {
        writer.serialize(c)?;
    }
    writer.flush()?;
    Ok(())
}
