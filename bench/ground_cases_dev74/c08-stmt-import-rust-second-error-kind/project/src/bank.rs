use clap::ValueEnum;

/// Column layout of each bank's CSV export (0-based indexes).
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Bank {
    Icbc,
    Ccb,
    Cmb,
}

pub struct Layout {
    pub header_rows: usize,
    pub serial: usize,
    pub date: usize,
    pub amount: usize,
    pub counterparty: usize,
    pub memo: usize,
}

impl Bank {
    pub fn layout(self) -> Layout {
        match self {
            Bank::Icbc => Layout { header_rows: 1, serial: 0, date: 1, amount: 3, counterparty: 5, memo: 6 },
            Bank::Ccb => Layout { header_rows: 2, serial: 1, date: 0, amount: 4, counterparty: 6, memo: 7 },
            Bank::Cmb => Layout { header_rows: 1, serial: 0, date: 2, amount: 4, counterparty: 5, memo: 8 },
        }
    }
}
