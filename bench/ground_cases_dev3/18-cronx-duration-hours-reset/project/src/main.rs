fn main() {
    println!("cronx {}", env!("CARGO_PKG_VERSION"));
}
