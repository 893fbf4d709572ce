use std::path::Path;

use chrono::NaiveDate;

use crate::tx::Tx;

/// 銀行 CSV: 日付,種別,元口座,先口座,金額
pub fn read_csv(path: &Path) -> anyhow::Result<Vec<Tx>> {
    let mut rdr = csv::Reader::from_path(path)?;
    let mut out = Vec::new();
    for rec in rdr.records() {
        let rec = rec?;
        let on = NaiveDate::parse_from_str(rec[0].trim(), "%Y/%m/%d")?;
        let amount: i64 = rec[4].trim().replace(',', "").parse()?;
        let tx = match rec[1].trim() {
            "入金" => Tx::Deposit { on, to: rec[3].to_string(), amount },
            "出金" => Tx::Withdraw { on, from: rec[2].to_string(), amount },
            "振替" => Tx::Transfer { on, from: rec[2].to_string(), to: rec[3].to_string(), amount },
            other => anyhow::bail!("unknown kind {other}"),
        };
        out.push(tx);
    }
    Ok(out)
}
