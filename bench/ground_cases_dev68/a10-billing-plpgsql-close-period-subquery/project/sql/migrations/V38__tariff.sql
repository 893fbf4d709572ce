CREATE TABLE billing.tariff (
    account_id integer PRIMARY KEY REFERENCES billing.account (account_id),
    fee_pct    numeric(5, 2) NOT NULL,
    note       text
);
-- only key accounts get a row; everyone else pays the standard rate (see fn_apply_late_fee)
