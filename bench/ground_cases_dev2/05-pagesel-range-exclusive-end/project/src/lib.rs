pub mod pdf;
pub mod range;
pub mod select;
