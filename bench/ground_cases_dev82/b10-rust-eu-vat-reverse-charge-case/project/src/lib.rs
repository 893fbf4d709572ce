pub mod customer;
pub mod invoice;
pub mod numbering;
pub mod vat;
