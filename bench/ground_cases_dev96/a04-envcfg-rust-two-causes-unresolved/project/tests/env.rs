use std::collections::HashMap;
use std::time::Duration;

use envcfg::{Env, EnvError};

fn env(pairs: &[(&str, &str)]) -> Env<HashMap<String, String>> {
    let map = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Env::with_source("APP_", map)
}

#[test]
fn reads_typed_values() {
    let e = env(&[("APP_PORT", "9000"), ("APP_DEBUG", "true"), ("APP_TIMEOUT", "250ms")]);
    assert_eq!(e.require::<u16>("PORT"), Ok(9000));
    assert_eq!(e.require::<bool>("DEBUG"), Ok(true));
    assert_eq!(e.require::<Duration>("TIMEOUT"), Ok(Duration::from_millis(250)));
}

#[test]
fn missing_names_the_full_key() {
    let err = env(&[]).require::<u16>("PORT").unwrap_err();
    assert_eq!(err, EnvError::Missing { key: "APP_PORT".into() });
    assert_eq!(err.to_string(), "environment variable APP_PORT is not set");
}

#[test]
fn invalid_values_are_reported() {
    let err = env(&[("APP_PORT", "eighty")]).require::<u16>("PORT").unwrap_err();
    assert!(matches!(err, EnvError::Invalid { .. }));
    assert_eq!(err.key(), "APP_PORT");
}

#[test]
fn get_or_falls_back() {
    let e = env(&[("APP_WORKERS", "x")]);
    assert_eq!(e.get_or("WORKERS", 4u32), 4);
    assert_eq!(e.get_or("THREADS", 8u32), 8);
}

#[test]
fn get_opt_distinguishes_unset_from_invalid() {
    let e = env(&[("APP_PORT", "9000"), ("APP_WORKERS", "many")]);
    assert_eq!(e.get_opt::<u16>("PORT"), Ok(Some(9000)));
    assert_eq!(e.get_opt::<u16>("MISSING"), Ok(None));
    assert!(matches!(e.get_opt::<u32>("WORKERS"), Err(EnvError::Invalid { .. })));
}

#[test]
fn lists_are_comma_separated() {
    let e = env(&[("APP_HOSTS", "a, b ,c"), ("APP_EMPTY", " ")]);
    assert_eq!(e.require::<Vec<String>>("HOSTS").unwrap(), vec!["a", "b", "c"]);
    assert!(e.require::<Vec<String>>("EMPTY").unwrap().is_empty());
}
