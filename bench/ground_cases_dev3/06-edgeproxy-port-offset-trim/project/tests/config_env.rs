use std::env;

#[test]
fn reads_port_offset_from_env_file() {
    env::set_var("PROXY_PORT_OFFSET", "1\n");
    let cfg = edgeproxy::config::Config::from_env();
    assert_eq!(cfg.listen.port(), 8444);
}
