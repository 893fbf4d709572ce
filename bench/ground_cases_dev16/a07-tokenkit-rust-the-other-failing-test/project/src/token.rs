//! Issuing and verifying tokens.

use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub subject: String,
    pub expires_at: u64,
    pub signature: u64,
}

#[derive(Debug, PartialEq, Eq)]
pub enum TokenError {
    Malformed,
    BadSignature,
    Expired { at: u64 },
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TokenError::Malformed => write!(f, "malformed token"),
            TokenError::BadSignature => write!(f, "bad signature"),
            TokenError::Expired { at } => write!(f, "token expired at {at}"),
        }
    }
}

impl std::error::Error for TokenError {}

fn unix(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn sign(key: &[u8], subject: &str, expires_at: u64) -> u64 {
    let mut h = DefaultHasher::new();
    key.hash(&mut h);
    subject.hash(&mut h);
    expires_at.hash(&mut h);
    h.finish()
}

/// Issues a token for `subject` that expires `ttl` after `now`.
pub fn issue(key: &[u8], subject: &str, ttl: Duration, now: SystemTime) -> Token {
    let expires_at = unix(now) + ttl.as_secs();
    Token { subject: subject.to_string(), expires_at, signature: sign(key, subject, expires_at) }
}

impl Token {
    pub fn encode(&self) -> String {
        format!("{}.{}.{:016x}", self.subject, self.expires_at, self.signature)
    }

    pub fn decode(s: &str) -> Result<Token, TokenError> {
        let mut parts = s.rsplitn(3, '.');
        let sig = parts.next().ok_or(TokenError::Malformed)?;
        let exp = parts.next().ok_or(TokenError::Malformed)?;
        let subject = parts.next().ok_or(TokenError::Malformed)?;
        Ok(Token {
            subject: subject.to_string(),
            expires_at: exp.parse().map_err(|_| TokenError::Malformed)?,
            signature: u64::from_str_radix(sig, 16).map_err(|_| TokenError::Malformed)?,
        })
    }
}

/// Checks the signature and that the token has not expired at `now`.
pub fn verify(key: &[u8], token: &Token, now: SystemTime) -> Result<(), TokenError> {
    if sign(key, &token.subject, token.expires_at) != token.signature {
        return Err(TokenError::BadSignature);
    }
    if unix(now) >= token.expires_at {
        return Err(TokenError::Expired { at: token.expires_at });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"test-key";

    fn signed(subject: &str, expires_at: u64) -> Token {
        Token { subject: subject.into(), expires_at, signature: sign(KEY, subject, expires_at) }
    }

    #[test]
    fn roundtrip() {
        let t = issue(KEY, "billing", Duration::from_secs(60), UNIX_EPOCH + Duration::from_secs(1_000));
        assert_eq!(Token::decode(&t.encode()), Ok(t));
    }

    #[test]
    fn accepts_unexpired_token() {
        let t = signed("billing", 1_761_868_800); // 2025-10-31T00:00:00Z
        let res = verify(KEY, &t, SystemTime::now());
        assert!(res.is_ok(), "token rejected: {res:?}");
    }

    #[test]
    fn rejects_expired_token() {
        let t = signed("billing", 1_000);
        let now = UNIX_EPOCH + Duration::from_secs(2_000);
        assert_eq!(verify(KEY, &t, now), Err(TokenError::Expired { at: 1_000 }));
    }

    #[test]
    fn rejects_tampered_subject() {
        let mut t = signed("billing", 5_000);
        t.subject = "admin".into();
        assert_eq!(verify(KEY, &t, UNIX_EPOCH), Err(TokenError::BadSignature));
    }
}
