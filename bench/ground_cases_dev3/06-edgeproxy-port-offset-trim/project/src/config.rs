use std::env;
use std::net::SocketAddr;
use std::time::Duration;

#[derive(Debug, Clone)]
pub struct Config {
    pub listen: SocketAddr,
    pub upstream: String,
    pub max_conns: usize,
    pub idle_timeout: Duration,
}

fn var(name: &str, default: &str) -> String {
    env::var(name).unwrap_or_else(|_| default.to_string())
}

impl Config {
    pub fn from_env() -> Config {
        let listen = var("PROXY_LISTEN", "0.0.0.0:8443").parse().unwrap();
        let upstream = var("PROXY_UPSTREAM", "http://127.0.0.1:9000");
        let max_conns = var("PROXY_MAX_CONNS", "1024").parse().unwrap();
        let idle_secs: u64 = var("PROXY_IDLE_SECS", "60").trim().parse().unwrap();
        let port_offset: u16 = var("PROXY_PORT_OFFSET", "0").parse().unwrap();
        let mut listen: SocketAddr = listen;
        listen.set_port(listen.port() + port_offset);
        Config { listen, upstream, max_conns, idle_timeout: Duration::from_secs(idle_secs) }
    }
}
