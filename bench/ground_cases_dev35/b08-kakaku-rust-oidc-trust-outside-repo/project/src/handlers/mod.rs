pub mod price;
