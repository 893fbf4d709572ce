#[tokio::main]
async fn main() {
    println!("ledgerd-cli");
}
