use std::path::Path;

use anyhow::{Context, Result};

use crate::model::Customer;

pub fn read_customers(path: &Path, source: &str) -> Result<Vec<Customer>> {
    let mut rdr = csv::Reader::from_path(path).with_context(|| format!("open {}", path.display()))?;
    let mut out = Vec::new();
    for (i, rec) in rdr.deserialize::<Customer>().enumerate() {
        let mut c = rec.with_context(|| format!("{}: record {}", path.display(), i + 2))?;
        c.source = source.to_string();
        out.push(c);
    }
    Ok(out)
}

pub fn write_customers(path: &Path, customers: &[Customer]) -> Result<()> {
    let mut wtr = csv::Writer::from_path(path).with_context(|| format!("create {}", path.display()))?;
    wtr.write_record(["id", "email", "name", "phone", "company", "updated_at", "source"])?;
    for c in customers {
        wtr.write_record([
            c.id.as_str(),
            c.email.as_str(),
            c.name.as_str(),
            c.phone.as_str(),
            c.company.as_str(),
            &c.updated_at.to_rfc3339(),
            c.source.as_str(),
        ])?;
    }
    wtr.flush()?;
    Ok(())
}
