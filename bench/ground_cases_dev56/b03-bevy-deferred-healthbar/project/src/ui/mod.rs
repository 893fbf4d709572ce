pub mod health_bar;
